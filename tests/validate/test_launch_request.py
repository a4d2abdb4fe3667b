"""The request ``bbprof validate`` hands to its ncu child is JSON data, not a pickle."""

from __future__ import annotations

import json
import pickle

import numpy as np
import pytest

from bbprof.errors import InputError
from bbprof.runtime.args import parse_spec
from bbprof.runtime.backend import LaunchShape
from bbprof.validate import launch_request
from bbprof.validate.launch import read_request

SPECS = ["f32[1024]:random", "f16[64*64]:fill=0.5", "i32[8]:arange", "i32:100", "0.25",
         "f64:3", "null"]


def test_request_round_trips_through_json(tmp_path):
    np.save(tmp_path / "x.npy", np.arange(6, dtype=np.int16))
    specs = [parse_spec(s) for s in SPECS] + [parse_spec(f"@{tmp_path / 'x.npy'}")]
    shape = LaunchShape.of((4, 2), 128, 256)
    request = launch_request(ir=tmp_path / "plain.ll", cubin=tmp_path / "plain.cubin",
                             kernel="k", shape=shape, specs=specs, seed=3, device=1,
                             arch="sm_90a")
    path = tmp_path / "request.json"
    path.write_text(json.dumps(request))
    data, shape_back, specs_back = read_request(str(path))
    assert shape_back == shape and specs_back == specs
    assert (data["kernel"], data["seed"], data["device"], data["arch"]) == ("k", 3, 1, "sm_90a")


def test_a_pickle_is_not_read(tmp_path):
    path = tmp_path / "request.json"
    path.write_bytes(pickle.dumps({"kernel": "k"}))
    with pytest.raises((UnicodeDecodeError, json.JSONDecodeError)):
        read_request(str(path))


def test_a_bad_spec_is_an_input_error(tmp_path):
    path = tmp_path / "request.json"
    path.write_text(json.dumps({"shape": {"grid": [1], "block": [1], "shared_bytes": 0},
                                "specs": [{"kind": "buffer", "dtype": "<f4", "length": 4,
                                           "fill": "os.system", "value": None,
                                           "path": None}]}))
    with pytest.raises(InputError, match="not an argument spec"):
        read_request(str(path))

func.func @conv_bias_relu_f16(%in: tensor<8x30x30x64xf16>, %w: tensor<3x3x64x64xf16>, %bias: tensor<64xf32>) -> tensor<8x28x28x64xf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x28x28x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x28x28x64xf32>) -> tensor<8x28x28x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_gpu.lowering_config<{mma_kind = #iree_gpu.mma_layout<MFMA_F32_16x16x16_F16>, padding = [1, 2, 32, 64, 64], padding_conv = [1, 2, 32, 64, 0, 0, 0], promote_operands = [0, 1], reduction = [0, 0, 0, 0, 4], subgroup = [1, 1, 1, 2, 0], workgroup = [1, 2, 32, 64, 0]}>, translation_info = #iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<TileAndFuse> workgroup_size = [512, 1, 1] subgroup_size = 64, {gpu_pipeline_options = #iree_gpu.pipeline_options<prefetch_num_stages = 2, no_reduce_shared_memory_bank_conflicts = false, use_igemm_convolution = true>}>>}
       ins(%in, %w : tensor<8x30x30x64xf16>, tensor<3x3x64x64xf16>) outs(%f : tensor<8x28x28x64xf32>) -> tensor<8x28x28x64xf32>
  %o = tensor.empty() : tensor<8x28x28x64xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%c, %bias : tensor<8x28x28x64xf32>, tensor<64xf32>) outs(%o : tensor<8x28x28x64xf16>) {
  ^bb0(%x: f32, %b: f32, %out: f16):
    %s = arith.addf %x, %b : f32
    %m = arith.maximumf %s, %zero : f32
    %t = arith.truncf %m : f32 to f16
    linalg.yield %t : f16
  } -> tensor<8x28x28x64xf16>
  return %r : tensor<8x28x28x64xf16>
}
// Written for bbprof: tests/data/iree/mlir/conv_bias_relu_f16.mlir with the conv pinned to
// IREE 3.13 gfx942 lowering config but a workgroup tile of 2x32 output pixels (IREE picks
// 4x32): two tile configurations of one op for `bbprof diff` (tests/mlir/test_per_op.py).

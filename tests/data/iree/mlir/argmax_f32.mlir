func.func @argmax_f32(%x: tensor<64x8192xf32>) -> tensor<64xi32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i32
  %ev = tensor.empty() : tensor<64xf32>
  %ei = tensor.empty() : tensor<64xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<64xf32>) -> tensor<64xf32>
  %fi = linalg.fill ins(%c0 : i32) outs(%ei : tensor<64xi32>) -> tensor<64xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<64x8192xf32>) outs(%fv, %fi : tensor<64xf32>, tensor<64xi32>) {
  ^bb0(%in: f32, %best: f32, %idx: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %in, %best : f32
    %nv = arith.select %gt, %in, %best : f32
    %ni = arith.select %gt, %ji, %idx : i32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<64xf32>, tensor<64xi32>)
  return %r#1 : tensor<64xi32>
}

func.func @elementwise_gelu_f32(%x: tensor<1024x1024xf32>, %y: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.7978845608 : f32
  %c = arith.constant 0.044715 : f32
  %s = arith.constant -87.8 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
       ins(%x, %y : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %v = arith.addf %a, %b : f32
    %v3 = arith.mulf %v, %v : f32
    %v3b = arith.mulf %v3, %v : f32
    %t0 = arith.mulf %v3b, %c : f32
    %t1 = arith.addf %v, %t0 : f32
    %t2 = arith.mulf %t1, %k : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %t3, %one : f32
    %t5 = arith.mulf %t4, %half : f32
    %t6 = arith.mulf %t5, %v : f32
    %t7 = arith.maximumf %t6, %s : f32
    linalg.yield %t7 : f32
  } -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

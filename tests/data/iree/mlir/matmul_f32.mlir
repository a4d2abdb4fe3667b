func.func @matmul_f32(%a: tensor<384x192xf32>, %b: tensor<192x320xf32>) -> tensor<384x320xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<384x320xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<384x320xf32>) -> tensor<384x320xf32>
  %r = linalg.matmul ins(%a, %b : tensor<384x192xf32>, tensor<192x320xf32>) outs(%f : tensor<384x320xf32>) -> tensor<384x320xf32>
  return %r : tensor<384x320xf32>
}

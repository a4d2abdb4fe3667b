func.func @matmul(%a: tensor<256x512xf16>, %b: tensor<512x128xf16>) -> tensor<256x128xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<256x128xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x128xf32>) -> tensor<256x128xf32>
  %r = linalg.matmul ins(%a, %b : tensor<256x512xf16>, tensor<512x128xf16>) outs(%fill : tensor<256x128xf32>) -> tensor<256x128xf32>
  return %r : tensor<256x128xf32>
}

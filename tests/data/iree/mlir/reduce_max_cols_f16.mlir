func.func @reduce_max_cols_f16(%x: tensor<2048x96xf16>) -> tensor<96xf16> {
  %ninf = arith.constant 0xFC00 : f16
  %e = tensor.empty() : tensor<96xf16>
  %f = linalg.fill ins(%ninf : f16) outs(%e : tensor<96xf16>) -> tensor<96xf16>
  %r = linalg.reduce ins(%x : tensor<2048x96xf16>) outs(%f : tensor<96xf16>) dimensions = [0]
    (%in: f16, %acc: f16) {
      %m = arith.maximumf %in, %acc : f16
      linalg.yield %m : f16
    }
  return %r : tensor<96xf16>
}

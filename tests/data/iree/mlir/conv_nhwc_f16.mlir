func.func @conv_nhwc_f16(%in: tensor<2x34x34x64xf16>, %w: tensor<3x3x64x128xf16>) -> tensor<2x32x32x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x32x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x32x128xf32>) -> tensor<2x32x32x128xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%in, %w : tensor<2x34x34x64xf16>, tensor<3x3x64x128xf16>) outs(%f : tensor<2x32x32x128xf32>) -> tensor<2x32x32x128xf32>
  return %r : tensor<2x32x32x128xf32>
}

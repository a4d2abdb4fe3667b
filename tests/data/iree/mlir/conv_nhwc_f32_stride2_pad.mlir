func.func @conv_nhwc_f32_stride2_pad(%in: tensor<4x56x56x32xf32>, %w: tensor<3x3x32x64xf32>) -> tensor<4x28x28x64xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %in low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<4x56x56x32xf32> to tensor<4x58x58x32xf32>
  %e = tensor.empty() : tensor<4x28x28x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
       ins(%padded, %w : tensor<4x58x58x32xf32>, tensor<3x3x32x64xf32>) outs(%f : tensor<4x28x28x64xf32>) -> tensor<4x28x28x64xf32>
  return %r : tensor<4x28x28x64xf32>
}

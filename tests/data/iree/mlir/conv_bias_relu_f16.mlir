func.func @conv_bias_relu_f16(%in: tensor<8x30x30x64xf16>, %w: tensor<3x3x64x64xf16>, %bias: tensor<64xf32>) -> tensor<8x28x28x64xf16> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x28x28x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x28x28x64xf32>) -> tensor<8x28x28x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
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

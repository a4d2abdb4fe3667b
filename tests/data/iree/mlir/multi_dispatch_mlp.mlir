func.func @multi_dispatch_mlp(%x: tensor<128x256xf16>, %w1: tensor<256x512xf16>, %w2: tensor<512x128xf16>) -> tensor<128xf32> {
  %zero = arith.constant 0.0 : f32
  %zh = arith.constant 0.0 : f16
  %e1 = tensor.empty() : tensor<128x512xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<128x256xf16>, tensor<256x512xf16>) outs(%f1 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %eh = tensor.empty() : tensor<128x512xf16>
  %h = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%m1 : tensor<128x512xf32>) outs(%eh : tensor<128x512xf16>) {
  ^bb0(%a: f32, %o: f16):
    %t = arith.truncf %a : f32 to f16
    %r = arith.maximumf %t, %zh : f16
    linalg.yield %r : f16
  } -> tensor<128x512xf16>
  %e2 = tensor.empty() : tensor<128x128xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<128x512xf16>, tensor<512x128xf16>) outs(%f2 : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e3 = tensor.empty() : tensor<128xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.reduce ins(%m2 : tensor<128x128xf32>) outs(%f3 : tensor<128xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %q = arith.mulf %in, %in : f32
      %a = arith.addf %q, %acc : f32
      linalg.yield %a : f32
    }
  return %s : tensor<128xf32>
}

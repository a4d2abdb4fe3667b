; ModuleID = '<string>'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
@__bbprof_counters = addrspace(1) global [32768 x i64] zeroinitializer, align 128
@__bbprof_cfg_hash = addrspace(1) constant i64 8621302337667689895, align 8
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()

define ptx_kernel void @softmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, i32 %5, ptr addrspace(1) readnone captures(none) %6, ptr addrspace(1) readnone captures(none) %7) local_unnamed_addr #0 !dbg !4 {
  %__bbprof.unit = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %__bbprof.tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %__bbprof.ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %__bbprof.tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %__bbprof.nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %__bbprof.ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %__bbprof.z_rows = mul i32 %__bbprof.tz, %__bbprof.ny
  %__bbprof.yz = add i32 %__bbprof.z_rows, %__bbprof.ty
  %__bbprof.yz_cols = mul i32 %__bbprof.yz, %__bbprof.nx
  %__bbprof.flat = add i32 %__bbprof.yz_cols, %__bbprof.tx
  %__bbprof.wave_slot_raw = lshr i32 %__bbprof.flat, 5
  %__bbprof.lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %__bbprof.lanes_below = zext i32 %__bbprof.lt to i64
  %__bbprof.slot = and i32 %__bbprof.wave_slot_raw, 7
  %__bbprof.unit_slots = mul i32 %__bbprof.unit, 8
  %__bbprof.combined = add i32 %__bbprof.unit_slots, %__bbprof.slot
  %__bbprof.shard = urem i32 %__bbprof.combined, 2048
  %__bbprof.shard64 = zext i32 %__bbprof.shard to i64
  %__bbprof.offset = mul i64 %__bbprof.shard64, 16
  %__bbprof.row = getelementptr inbounds i64, ptr addrspace(1) @__bbprof_counters, i64 %__bbprof.offset
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %12 = and i32 %11, 255, !dbg !9
  %13 = or disjoint i32 %12, 256, !dbg !9
  %14 = or disjoint i32 %12, 512, !dbg !9
  %15 = or i32 %11, 768, !dbg !9
  %16 = or disjoint i32 %12, 1024, !dbg !9
  %17 = or disjoint i32 %12, 1280, !dbg !9
  %18 = or disjoint i32 %12, 1536, !dbg !9
  %19 = or i32 %11, 1792, !dbg !9
  %20 = or disjoint i32 %12, 2048, !dbg !9
  %21 = or disjoint i32 %12, 2304, !dbg !9
  %22 = or disjoint i32 %12, 2560, !dbg !9
  %23 = or i32 %11, 2816, !dbg !9
  %24 = or disjoint i32 %12, 3072, !dbg !9
  %25 = or disjoint i32 %12, 3328, !dbg !9
  %26 = or disjoint i32 %12, 3584, !dbg !9
  %27 = or i32 %11, 3840, !dbg !9
  %28 = or disjoint i32 %12, 4096, !dbg !9
  %29 = or disjoint i32 %12, 4352, !dbg !9
  %30 = or disjoint i32 %12, 4608, !dbg !9
  %31 = or i32 %11, 4864, !dbg !9
  %32 = or disjoint i32 %12, 5120, !dbg !9
  %33 = or disjoint i32 %12, 5376, !dbg !9
  %34 = or disjoint i32 %12, 5632, !dbg !9
  %35 = or i32 %11, 5888, !dbg !9
  %36 = or disjoint i32 %12, 6144, !dbg !9
  %37 = or disjoint i32 %12, 6400, !dbg !9
  %38 = or disjoint i32 %12, 6656, !dbg !9
  %39 = or i32 %11, 6912, !dbg !9
  %40 = or disjoint i32 %12, 7168, !dbg !9
  %41 = or disjoint i32 %12, 7424, !dbg !9
  %42 = or disjoint i32 %12, 7680, !dbg !9
  %43 = or i32 %11, 7936, !dbg !9
  %44 = icmp slt i32 %12, %5, !dbg !10
  %45 = icmp slt i32 %13, %5, !dbg !10
  %46 = icmp slt i32 %14, %5, !dbg !10
  %47 = icmp slt i32 %15, %5, !dbg !10
  %48 = icmp slt i32 %16, %5, !dbg !10
  %49 = icmp slt i32 %17, %5, !dbg !10
  %50 = icmp slt i32 %18, %5, !dbg !10
  %51 = icmp slt i32 %19, %5, !dbg !10
  %52 = icmp slt i32 %20, %5, !dbg !10
  %53 = icmp slt i32 %21, %5, !dbg !10
  %54 = icmp slt i32 %22, %5, !dbg !10
  %55 = icmp slt i32 %23, %5, !dbg !10
  %56 = icmp slt i32 %24, %5, !dbg !10
  %57 = icmp slt i32 %25, %5, !dbg !10
  %58 = icmp slt i32 %26, %5, !dbg !10
  %59 = icmp slt i32 %27, %5, !dbg !10
  %60 = icmp slt i32 %28, %5, !dbg !10
  %61 = icmp slt i32 %29, %5, !dbg !10
  %62 = icmp slt i32 %30, %5, !dbg !10
  %63 = icmp slt i32 %31, %5, !dbg !10
  %64 = icmp slt i32 %32, %5, !dbg !10
  %65 = icmp slt i32 %33, %5, !dbg !10
  %66 = icmp slt i32 %34, %5, !dbg !10
  %67 = icmp slt i32 %35, %5, !dbg !10
  %68 = icmp slt i32 %36, %5, !dbg !10
  %69 = icmp slt i32 %37, %5, !dbg !10
  %70 = icmp slt i32 %38, %5, !dbg !10
  %71 = icmp slt i32 %39, %5, !dbg !10
  %72 = icmp slt i32 %40, %5, !dbg !10
  %73 = icmp slt i32 %41, %5, !dbg !10
  %74 = icmp slt i32 %42, %5, !dbg !10
  %75 = icmp slt i32 %43, %5, !dbg !10
  %76 = icmp slt i32 %9, %4, !dbg !11
  br i1 %76, label %.lr.ph, label %__bbprof.split.2, !dbg !11


__bbprof.split.2:
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_h;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.eq.b32 %bbp_p, %bbp_b, 0;\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mov.b32 %bbp_h, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_h};\0A\09@%bbp_p red.global.add.u64 [$0+16], %bbp_n;\0A\09}", "l,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt) convergent nounwind
  br label %._crit_edge

.lr.ph:
  %77 = lshr i32 %12, 5, !dbg !9
  %78 = and i32 %11, 31, !dbg !9
  %79 = zext nneg i32 %12 to i64
  %80 = zext nneg i32 %13 to i64
  %81 = zext nneg i32 %14 to i64
  %82 = zext nneg i32 %15 to i64
  %83 = zext nneg i32 %16 to i64
  %84 = zext nneg i32 %17 to i64
  %85 = zext nneg i32 %18 to i64
  %86 = zext nneg i32 %19 to i64
  %87 = zext nneg i32 %20 to i64
  %88 = zext nneg i32 %21 to i64
  %89 = zext nneg i32 %22 to i64
  %90 = zext nneg i32 %23 to i64
  %91 = zext nneg i32 %24 to i64
  %92 = zext nneg i32 %25 to i64
  %93 = zext nneg i32 %26 to i64
  %94 = zext nneg i32 %27 to i64
  %95 = zext nneg i32 %28 to i64
  %96 = zext nneg i32 %29 to i64
  %97 = zext nneg i32 %30 to i64
  %98 = zext nneg i32 %31 to i64
  %99 = zext nneg i32 %32 to i64
  %100 = zext nneg i32 %33 to i64
  %101 = zext nneg i32 %34 to i64
  %102 = zext nneg i32 %35 to i64
  %103 = zext nneg i32 %36 to i64
  %104 = zext nneg i32 %37 to i64
  %105 = zext nneg i32 %38 to i64
  %106 = zext nneg i32 %39 to i64
  %107 = zext nneg i32 %40 to i64
  %108 = zext nneg i32 %41 to i64
  %109 = zext nneg i32 %42 to i64
  %110 = zext nneg i32 %43 to i64
  %111 = icmp eq i32 %78, 0
  %112 = getelementptr float, ptr addrspace(3) @global_smem, i32 %77
  %113 = icmp samesign ult i32 %12, 8
  %114 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12
  %115 = and i32 %11, 7
  %116 = icmp eq i32 %115, 0
  %117 = and i1 %113, %116
  br label %118, !dbg !11

118:
  %119 = phi i32 [ %9, %.lr.ph ], [ %548, %118 ]
  %__bbprof.c.0 = phi i64 [ 0, %.lr.ph ], [ %__bbprof.cn.0, %118 ]
  %120 = mul i32 %119, %2, !dbg !12
  %121 = sext i32 %120 to i64, !dbg !13
  %122 = getelementptr float, ptr addrspace(1) %1, i64 %121, !dbg !13
  %123 = getelementptr float, ptr addrspace(1) %122, i64 %79, !dbg !14
  %124 = getelementptr float, ptr addrspace(1) %122, i64 %80, !dbg !14
  %125 = getelementptr float, ptr addrspace(1) %122, i64 %81, !dbg !14
  %126 = getelementptr float, ptr addrspace(1) %122, i64 %82, !dbg !14
  %127 = getelementptr float, ptr addrspace(1) %122, i64 %83, !dbg !14
  %128 = getelementptr float, ptr addrspace(1) %122, i64 %84, !dbg !14
  %129 = getelementptr float, ptr addrspace(1) %122, i64 %85, !dbg !14
  %130 = getelementptr float, ptr addrspace(1) %122, i64 %86, !dbg !14
  %131 = getelementptr float, ptr addrspace(1) %122, i64 %87, !dbg !14
  %132 = getelementptr float, ptr addrspace(1) %122, i64 %88, !dbg !14
  %133 = getelementptr float, ptr addrspace(1) %122, i64 %89, !dbg !14
  %134 = getelementptr float, ptr addrspace(1) %122, i64 %90, !dbg !14
  %135 = getelementptr float, ptr addrspace(1) %122, i64 %91, !dbg !14
  %136 = getelementptr float, ptr addrspace(1) %122, i64 %92, !dbg !14
  %137 = getelementptr float, ptr addrspace(1) %122, i64 %93, !dbg !14
  %138 = getelementptr float, ptr addrspace(1) %122, i64 %94, !dbg !14
  %139 = getelementptr float, ptr addrspace(1) %122, i64 %95, !dbg !14
  %140 = getelementptr float, ptr addrspace(1) %122, i64 %96, !dbg !14
  %141 = getelementptr float, ptr addrspace(1) %122, i64 %97, !dbg !14
  %142 = getelementptr float, ptr addrspace(1) %122, i64 %98, !dbg !14
  %143 = getelementptr float, ptr addrspace(1) %122, i64 %99, !dbg !14
  %144 = getelementptr float, ptr addrspace(1) %122, i64 %100, !dbg !14
  %145 = getelementptr float, ptr addrspace(1) %122, i64 %101, !dbg !14
  %146 = getelementptr float, ptr addrspace(1) %122, i64 %102, !dbg !14
  %147 = getelementptr float, ptr addrspace(1) %122, i64 %103, !dbg !14
  %148 = getelementptr float, ptr addrspace(1) %122, i64 %104, !dbg !14
  %149 = getelementptr float, ptr addrspace(1) %122, i64 %105, !dbg !14
  %150 = getelementptr float, ptr addrspace(1) %122, i64 %106, !dbg !14
  %151 = getelementptr float, ptr addrspace(1) %122, i64 %107, !dbg !14
  %152 = getelementptr float, ptr addrspace(1) %122, i64 %108, !dbg !14
  %153 = getelementptr float, ptr addrspace(1) %122, i64 %109, !dbg !14
  %154 = getelementptr float, ptr addrspace(1) %122, i64 %110, !dbg !14
  %155 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %123, i1 %44) #6, !dbg !15
  %156 = bitcast i32 %155 to float, !dbg !15
  %157 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %124, i1 %45) #6, !dbg !15
  %158 = bitcast i32 %157 to float, !dbg !15
  %159 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %125, i1 %46) #6, !dbg !15
  %160 = bitcast i32 %159 to float, !dbg !15
  %161 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %126, i1 %47) #6, !dbg !15
  %162 = bitcast i32 %161 to float, !dbg !15
  %163 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %127, i1 %48) #6, !dbg !15
  %164 = bitcast i32 %163 to float, !dbg !15
  %165 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %128, i1 %49) #6, !dbg !15
  %166 = bitcast i32 %165 to float, !dbg !15
  %167 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %129, i1 %50) #6, !dbg !15
  %168 = bitcast i32 %167 to float, !dbg !15
  %169 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %130, i1 %51) #6, !dbg !15
  %170 = bitcast i32 %169 to float, !dbg !15
  %171 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %131, i1 %52) #6, !dbg !15
  %172 = bitcast i32 %171 to float, !dbg !15
  %173 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %132, i1 %53) #6, !dbg !15
  %174 = bitcast i32 %173 to float, !dbg !15
  %175 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %133, i1 %54) #6, !dbg !15
  %176 = bitcast i32 %175 to float, !dbg !15
  %177 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %134, i1 %55) #6, !dbg !15
  %178 = bitcast i32 %177 to float, !dbg !15
  %179 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %135, i1 %56) #6, !dbg !15
  %180 = bitcast i32 %179 to float, !dbg !15
  %181 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %136, i1 %57) #6, !dbg !15
  %182 = bitcast i32 %181 to float, !dbg !15
  %183 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %137, i1 %58) #6, !dbg !15
  %184 = bitcast i32 %183 to float, !dbg !15
  %185 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %138, i1 %59) #6, !dbg !15
  %186 = bitcast i32 %185 to float, !dbg !15
  %187 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %139, i1 %60) #6, !dbg !15
  %188 = bitcast i32 %187 to float, !dbg !15
  %189 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %140, i1 %61) #6, !dbg !15
  %190 = bitcast i32 %189 to float, !dbg !15
  %191 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %141, i1 %62) #6, !dbg !15
  %192 = bitcast i32 %191 to float, !dbg !15
  %193 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %142, i1 %63) #6, !dbg !15
  %194 = bitcast i32 %193 to float, !dbg !15
  %195 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %143, i1 %64) #6, !dbg !15
  %196 = bitcast i32 %195 to float, !dbg !15
  %197 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %144, i1 %65) #6, !dbg !15
  %198 = bitcast i32 %197 to float, !dbg !15
  %199 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %145, i1 %66) #6, !dbg !15
  %200 = bitcast i32 %199 to float, !dbg !15
  %201 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %146, i1 %67) #6, !dbg !15
  %202 = bitcast i32 %201 to float, !dbg !15
  %203 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %147, i1 %68) #6, !dbg !15
  %204 = bitcast i32 %203 to float, !dbg !15
  %205 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %148, i1 %69) #6, !dbg !15
  %206 = bitcast i32 %205 to float, !dbg !15
  %207 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %149, i1 %70) #6, !dbg !15
  %208 = bitcast i32 %207 to float, !dbg !15
  %209 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %150, i1 %71) #6, !dbg !15
  %210 = bitcast i32 %209 to float, !dbg !15
  %211 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %151, i1 %72) #6, !dbg !15
  %212 = bitcast i32 %211 to float, !dbg !15
  %213 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %152, i1 %73) #6, !dbg !15
  %214 = bitcast i32 %213 to float, !dbg !15
  %215 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %153, i1 %74) #6, !dbg !15
  %216 = bitcast i32 %215 to float, !dbg !15
  %217 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %154, i1 %75) #6, !dbg !15
  %218 = bitcast i32 %217 to float, !dbg !15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %219 = tail call float @llvm.maxnum.f32(float %156, float %158), !dbg !21
  %220 = tail call float @llvm.maxnum.f32(float %219, float %160), !dbg !21
  %221 = tail call float @llvm.maxnum.f32(float %220, float %162), !dbg !21
  %222 = tail call float @llvm.maxnum.f32(float %221, float %164), !dbg !21
  %223 = tail call float @llvm.maxnum.f32(float %222, float %166), !dbg !21
  %224 = tail call float @llvm.maxnum.f32(float %223, float %168), !dbg !21
  %225 = tail call float @llvm.maxnum.f32(float %224, float %170), !dbg !21
  %226 = tail call float @llvm.maxnum.f32(float %225, float %172), !dbg !21
  %227 = tail call float @llvm.maxnum.f32(float %226, float %174), !dbg !21
  %228 = tail call float @llvm.maxnum.f32(float %227, float %176), !dbg !21
  %229 = tail call float @llvm.maxnum.f32(float %228, float %178), !dbg !21
  %230 = tail call float @llvm.maxnum.f32(float %229, float %180), !dbg !21
  %231 = tail call float @llvm.maxnum.f32(float %230, float %182), !dbg !21
  %232 = tail call float @llvm.maxnum.f32(float %231, float %184), !dbg !21
  %233 = tail call float @llvm.maxnum.f32(float %232, float %186), !dbg !21
  %234 = tail call float @llvm.maxnum.f32(float %233, float %188), !dbg !21
  %235 = tail call float @llvm.maxnum.f32(float %234, float %190), !dbg !21
  %236 = tail call float @llvm.maxnum.f32(float %235, float %192), !dbg !21
  %237 = tail call float @llvm.maxnum.f32(float %236, float %194), !dbg !21
  %238 = tail call float @llvm.maxnum.f32(float %237, float %196), !dbg !21
  %239 = tail call float @llvm.maxnum.f32(float %238, float %198), !dbg !21
  %240 = tail call float @llvm.maxnum.f32(float %239, float %200), !dbg !21
  %241 = tail call float @llvm.maxnum.f32(float %240, float %202), !dbg !21
  %242 = tail call float @llvm.maxnum.f32(float %241, float %204), !dbg !21
  %243 = tail call float @llvm.maxnum.f32(float %242, float %206), !dbg !21
  %244 = tail call float @llvm.maxnum.f32(float %243, float %208), !dbg !21
  %245 = tail call float @llvm.maxnum.f32(float %244, float %210), !dbg !21
  %246 = tail call float @llvm.maxnum.f32(float %245, float %212), !dbg !21
  %247 = tail call float @llvm.maxnum.f32(float %246, float %214), !dbg !21
  %248 = tail call float @llvm.maxnum.f32(float %247, float %216), !dbg !21
  %249 = tail call float @llvm.maxnum.f32(float %248, float %218), !dbg !21
  %250 = bitcast float %249 to i32, !dbg !16
  %251 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %250, i32 16, i32 31), !dbg !16
  %252 = bitcast i32 %251 to float, !dbg !16
  %253 = tail call float @llvm.maxnum.f32(float %249, float %252), !dbg !21
  %254 = bitcast float %253 to i32, !dbg !16
  %255 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 8, i32 31), !dbg !16
  %256 = bitcast i32 %255 to float, !dbg !16
  %257 = tail call float @llvm.maxnum.f32(float %253, float %256), !dbg !21
  %258 = bitcast float %257 to i32, !dbg !16
  %259 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 4, i32 31), !dbg !16
  %260 = bitcast i32 %259 to float, !dbg !16
  %261 = tail call float @llvm.maxnum.f32(float %257, float %260), !dbg !21
  %262 = bitcast float %261 to i32, !dbg !16
  %263 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %262, i32 2, i32 31), !dbg !16
  %264 = bitcast i32 %263 to float, !dbg !16
  %265 = tail call float @llvm.maxnum.f32(float %261, float %264), !dbg !21
  %266 = bitcast float %265 to i32, !dbg !16
  %267 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %266, i32 1, i32 31), !dbg !16
  %268 = bitcast i32 %267 to float, !dbg !16
  %269 = tail call float @llvm.maxnum.f32(float %265, float %268), !dbg !21
  %270 = bitcast float %269 to <1 x i32>, !dbg !16
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %112, <1 x i32> %270, i1 %111) #6, !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %271 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %114, i1 %113) #6, !dbg !16
  %272 = bitcast i32 %271 to float, !dbg !16
  %273 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %271, i32 4, i32 31), !dbg !16
  %274 = bitcast i32 %273 to float, !dbg !16
  %275 = tail call float @llvm.maxnum.f32(float %272, float %274), !dbg !21
  %276 = bitcast float %275 to i32, !dbg !16
  %277 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %276, i32 2, i32 31), !dbg !16
  %278 = bitcast i32 %277 to float, !dbg !16
  %279 = tail call float @llvm.maxnum.f32(float %275, float %278), !dbg !21
  %280 = bitcast float %279 to i32, !dbg !16
  %281 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 1, i32 31), !dbg !16
  %282 = bitcast i32 %281 to float, !dbg !16
  %283 = tail call float @llvm.maxnum.f32(float %279, float %282), !dbg !21
  %284 = bitcast float %283 to <1 x i32>, !dbg !16
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %114, <1 x i32> %284, i1 %117) #6, !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %285 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %286 = fsub float %156, %285, !dbg !22
  %287 = fsub float %158, %285, !dbg !22
  %288 = fsub float %160, %285, !dbg !22
  %289 = fsub float %162, %285, !dbg !22
  %290 = fsub float %164, %285, !dbg !22
  %291 = fsub float %166, %285, !dbg !22
  %292 = fsub float %168, %285, !dbg !22
  %293 = fsub float %170, %285, !dbg !22
  %294 = fsub float %172, %285, !dbg !22
  %295 = fsub float %174, %285, !dbg !22
  %296 = fsub float %176, %285, !dbg !22
  %297 = fsub float %178, %285, !dbg !22
  %298 = fsub float %180, %285, !dbg !22
  %299 = fsub float %182, %285, !dbg !22
  %300 = fsub float %184, %285, !dbg !22
  %301 = fsub float %186, %285, !dbg !22
  %302 = fsub float %188, %285, !dbg !22
  %303 = fsub float %190, %285, !dbg !22
  %304 = fsub float %192, %285, !dbg !22
  %305 = fsub float %194, %285, !dbg !22
  %306 = fsub float %196, %285, !dbg !22
  %307 = fsub float %198, %285, !dbg !22
  %308 = fsub float %200, %285, !dbg !22
  %309 = fsub float %202, %285, !dbg !22
  %310 = fsub float %204, %285, !dbg !22
  %311 = fsub float %206, %285, !dbg !22
  %312 = fsub float %208, %285, !dbg !22
  %313 = fsub float %210, %285, !dbg !22
  %314 = fsub float %212, %285, !dbg !22
  %315 = fsub float %214, %285, !dbg !22
  %316 = fsub float %216, %285, !dbg !22
  %317 = fsub float %218, %285, !dbg !22
  %318 = fmul float %286, 0x3FF7154760000000, !dbg !23
  %319 = call float @llvm.nvvm.ex2.approx.f32(float %318), !dbg !23
  %320 = fmul float %287, 0x3FF7154760000000, !dbg !23
  %321 = call float @llvm.nvvm.ex2.approx.f32(float %320), !dbg !23
  %322 = fmul float %288, 0x3FF7154760000000, !dbg !23
  %323 = call float @llvm.nvvm.ex2.approx.f32(float %322), !dbg !23
  %324 = fmul float %289, 0x3FF7154760000000, !dbg !23
  %325 = call float @llvm.nvvm.ex2.approx.f32(float %324), !dbg !23
  %326 = fmul float %290, 0x3FF7154760000000, !dbg !23
  %327 = call float @llvm.nvvm.ex2.approx.f32(float %326), !dbg !23
  %328 = fmul float %291, 0x3FF7154760000000, !dbg !23
  %329 = call float @llvm.nvvm.ex2.approx.f32(float %328), !dbg !23
  %330 = fmul float %292, 0x3FF7154760000000, !dbg !23
  %331 = call float @llvm.nvvm.ex2.approx.f32(float %330), !dbg !23
  %332 = fmul float %293, 0x3FF7154760000000, !dbg !23
  %333 = call float @llvm.nvvm.ex2.approx.f32(float %332), !dbg !23
  %334 = fmul float %294, 0x3FF7154760000000, !dbg !23
  %335 = call float @llvm.nvvm.ex2.approx.f32(float %334), !dbg !23
  %336 = fmul float %295, 0x3FF7154760000000, !dbg !23
  %337 = call float @llvm.nvvm.ex2.approx.f32(float %336), !dbg !23
  %338 = fmul float %296, 0x3FF7154760000000, !dbg !23
  %339 = call float @llvm.nvvm.ex2.approx.f32(float %338), !dbg !23
  %340 = fmul float %297, 0x3FF7154760000000, !dbg !23
  %341 = call float @llvm.nvvm.ex2.approx.f32(float %340), !dbg !23
  %342 = fmul float %298, 0x3FF7154760000000, !dbg !23
  %343 = call float @llvm.nvvm.ex2.approx.f32(float %342), !dbg !23
  %344 = fmul float %299, 0x3FF7154760000000, !dbg !23
  %345 = call float @llvm.nvvm.ex2.approx.f32(float %344), !dbg !23
  %346 = fmul float %300, 0x3FF7154760000000, !dbg !23
  %347 = call float @llvm.nvvm.ex2.approx.f32(float %346), !dbg !23
  %348 = fmul float %301, 0x3FF7154760000000, !dbg !23
  %349 = call float @llvm.nvvm.ex2.approx.f32(float %348), !dbg !23
  %350 = fmul float %302, 0x3FF7154760000000, !dbg !23
  %351 = call float @llvm.nvvm.ex2.approx.f32(float %350), !dbg !23
  %352 = fmul float %303, 0x3FF7154760000000, !dbg !23
  %353 = call float @llvm.nvvm.ex2.approx.f32(float %352), !dbg !23
  %354 = fmul float %304, 0x3FF7154760000000, !dbg !23
  %355 = call float @llvm.nvvm.ex2.approx.f32(float %354), !dbg !23
  %356 = fmul float %305, 0x3FF7154760000000, !dbg !23
  %357 = call float @llvm.nvvm.ex2.approx.f32(float %356), !dbg !23
  %358 = fmul float %306, 0x3FF7154760000000, !dbg !23
  %359 = call float @llvm.nvvm.ex2.approx.f32(float %358), !dbg !23
  %360 = fmul float %307, 0x3FF7154760000000, !dbg !23
  %361 = call float @llvm.nvvm.ex2.approx.f32(float %360), !dbg !23
  %362 = fmul float %308, 0x3FF7154760000000, !dbg !23
  %363 = call float @llvm.nvvm.ex2.approx.f32(float %362), !dbg !23
  %364 = fmul float %309, 0x3FF7154760000000, !dbg !23
  %365 = call float @llvm.nvvm.ex2.approx.f32(float %364), !dbg !23
  %366 = fmul float %310, 0x3FF7154760000000, !dbg !23
  %367 = call float @llvm.nvvm.ex2.approx.f32(float %366), !dbg !23
  %368 = fmul float %311, 0x3FF7154760000000, !dbg !23
  %369 = call float @llvm.nvvm.ex2.approx.f32(float %368), !dbg !23
  %370 = fmul float %312, 0x3FF7154760000000, !dbg !23
  %371 = call float @llvm.nvvm.ex2.approx.f32(float %370), !dbg !23
  %372 = fmul float %313, 0x3FF7154760000000, !dbg !23
  %373 = call float @llvm.nvvm.ex2.approx.f32(float %372), !dbg !23
  %374 = fmul float %314, 0x3FF7154760000000, !dbg !23
  %375 = call float @llvm.nvvm.ex2.approx.f32(float %374), !dbg !23
  %376 = fmul float %315, 0x3FF7154760000000, !dbg !23
  %377 = call float @llvm.nvvm.ex2.approx.f32(float %376), !dbg !23
  %378 = fmul float %316, 0x3FF7154760000000, !dbg !23
  %379 = call float @llvm.nvvm.ex2.approx.f32(float %378), !dbg !23
  %380 = fmul float %317, 0x3FF7154760000000, !dbg !23
  %381 = call float @llvm.nvvm.ex2.approx.f32(float %380), !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %382 = fadd float %319, %321, !dbg !26
  %383 = fadd float %382, %323, !dbg !26
  %384 = fadd float %383, %325, !dbg !26
  %385 = fadd float %384, %327, !dbg !26
  %386 = fadd float %385, %329, !dbg !26
  %387 = fadd float %386, %331, !dbg !26
  %388 = fadd float %387, %333, !dbg !26
  %389 = fadd float %388, %335, !dbg !26
  %390 = fadd float %389, %337, !dbg !26
  %391 = fadd float %390, %339, !dbg !26
  %392 = fadd float %391, %341, !dbg !26
  %393 = fadd float %392, %343, !dbg !26
  %394 = fadd float %393, %345, !dbg !26
  %395 = fadd float %394, %347, !dbg !26
  %396 = fadd float %395, %349, !dbg !26
  %397 = fadd float %396, %351, !dbg !26
  %398 = fadd float %397, %353, !dbg !26
  %399 = fadd float %398, %355, !dbg !26
  %400 = fadd float %399, %357, !dbg !26
  %401 = fadd float %400, %359, !dbg !26
  %402 = fadd float %401, %361, !dbg !26
  %403 = fadd float %402, %363, !dbg !26
  %404 = fadd float %403, %365, !dbg !26
  %405 = fadd float %404, %367, !dbg !26
  %406 = fadd float %405, %369, !dbg !26
  %407 = fadd float %406, %371, !dbg !26
  %408 = fadd float %407, %373, !dbg !26
  %409 = fadd float %408, %375, !dbg !26
  %410 = fadd float %409, %377, !dbg !26
  %411 = fadd float %410, %379, !dbg !26
  %412 = fadd float %411, %381, !dbg !26
  %413 = bitcast float %412 to i32, !dbg !24
  %414 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %413, i32 16, i32 31), !dbg !24
  %415 = bitcast i32 %414 to float, !dbg !24
  %416 = fadd float %412, %415, !dbg !26
  %417 = bitcast float %416 to i32, !dbg !24
  %418 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %417, i32 8, i32 31), !dbg !24
  %419 = bitcast i32 %418 to float, !dbg !24
  %420 = fadd float %416, %419, !dbg !26
  %421 = bitcast float %420 to i32, !dbg !24
  %422 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %421, i32 4, i32 31), !dbg !24
  %423 = bitcast i32 %422 to float, !dbg !24
  %424 = fadd float %420, %423, !dbg !26
  %425 = bitcast float %424 to i32, !dbg !24
  %426 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %425, i32 2, i32 31), !dbg !24
  %427 = bitcast i32 %426 to float, !dbg !24
  %428 = fadd float %424, %427, !dbg !26
  %429 = bitcast float %428 to i32, !dbg !24
  %430 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %429, i32 1, i32 31), !dbg !24
  %431 = bitcast i32 %430 to float, !dbg !24
  %432 = fadd float %428, %431, !dbg !26
  %433 = bitcast float %432 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %112, <1 x i32> %433, i1 %111) #6, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %434 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %114, i1 %113) #6, !dbg !24
  %435 = bitcast i32 %434 to float, !dbg !24
  %436 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %434, i32 4, i32 31), !dbg !24
  %437 = bitcast i32 %436 to float, !dbg !24
  %438 = fadd float %435, %437, !dbg !26
  %439 = bitcast float %438 to i32, !dbg !24
  %440 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %439, i32 2, i32 31), !dbg !24
  %441 = bitcast i32 %440 to float, !dbg !24
  %442 = fadd float %438, %441, !dbg !26
  %443 = bitcast float %442 to i32, !dbg !24
  %444 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %443, i32 1, i32 31), !dbg !24
  %445 = bitcast i32 %444 to float, !dbg !24
  %446 = fadd float %442, %445, !dbg !26
  %447 = bitcast float %446 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %114, <1 x i32> %447, i1 %117) #6, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %448 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !24
  %449 = tail call float @llvm.nvvm.div.full(float %319, float %448), !dbg !27
  %450 = tail call float @llvm.nvvm.div.full(float %321, float %448), !dbg !27
  %451 = tail call float @llvm.nvvm.div.full(float %323, float %448), !dbg !27
  %452 = tail call float @llvm.nvvm.div.full(float %325, float %448), !dbg !27
  %453 = tail call float @llvm.nvvm.div.full(float %327, float %448), !dbg !27
  %454 = tail call float @llvm.nvvm.div.full(float %329, float %448), !dbg !27
  %455 = tail call float @llvm.nvvm.div.full(float %331, float %448), !dbg !27
  %456 = tail call float @llvm.nvvm.div.full(float %333, float %448), !dbg !27
  %457 = tail call float @llvm.nvvm.div.full(float %335, float %448), !dbg !27
  %458 = tail call float @llvm.nvvm.div.full(float %337, float %448), !dbg !27
  %459 = tail call float @llvm.nvvm.div.full(float %339, float %448), !dbg !27
  %460 = tail call float @llvm.nvvm.div.full(float %341, float %448), !dbg !27
  %461 = tail call float @llvm.nvvm.div.full(float %343, float %448), !dbg !27
  %462 = tail call float @llvm.nvvm.div.full(float %345, float %448), !dbg !27
  %463 = tail call float @llvm.nvvm.div.full(float %347, float %448), !dbg !27
  %464 = tail call float @llvm.nvvm.div.full(float %349, float %448), !dbg !27
  %465 = tail call float @llvm.nvvm.div.full(float %351, float %448), !dbg !27
  %466 = tail call float @llvm.nvvm.div.full(float %353, float %448), !dbg !27
  %467 = tail call float @llvm.nvvm.div.full(float %355, float %448), !dbg !27
  %468 = tail call float @llvm.nvvm.div.full(float %357, float %448), !dbg !27
  %469 = tail call float @llvm.nvvm.div.full(float %359, float %448), !dbg !27
  %470 = tail call float @llvm.nvvm.div.full(float %361, float %448), !dbg !27
  %471 = tail call float @llvm.nvvm.div.full(float %363, float %448), !dbg !27
  %472 = tail call float @llvm.nvvm.div.full(float %365, float %448), !dbg !27
  %473 = tail call float @llvm.nvvm.div.full(float %367, float %448), !dbg !27
  %474 = tail call float @llvm.nvvm.div.full(float %369, float %448), !dbg !27
  %475 = tail call float @llvm.nvvm.div.full(float %371, float %448), !dbg !27
  %476 = tail call float @llvm.nvvm.div.full(float %373, float %448), !dbg !27
  %477 = tail call float @llvm.nvvm.div.full(float %375, float %448), !dbg !27
  %478 = tail call float @llvm.nvvm.div.full(float %377, float %448), !dbg !27
  %479 = tail call float @llvm.nvvm.div.full(float %379, float %448), !dbg !27
  %480 = tail call float @llvm.nvvm.div.full(float %381, float %448), !dbg !27
  %481 = mul i32 %119, %3, !dbg !28
  %482 = sext i32 %481 to i64, !dbg !29
  %483 = getelementptr float, ptr addrspace(1) %0, i64 %482, !dbg !29
  %484 = getelementptr float, ptr addrspace(1) %483, i64 %79, !dbg !30
  %485 = getelementptr float, ptr addrspace(1) %483, i64 %80, !dbg !30
  %486 = getelementptr float, ptr addrspace(1) %483, i64 %81, !dbg !30
  %487 = getelementptr float, ptr addrspace(1) %483, i64 %82, !dbg !30
  %488 = getelementptr float, ptr addrspace(1) %483, i64 %83, !dbg !30
  %489 = getelementptr float, ptr addrspace(1) %483, i64 %84, !dbg !30
  %490 = getelementptr float, ptr addrspace(1) %483, i64 %85, !dbg !30
  %491 = getelementptr float, ptr addrspace(1) %483, i64 %86, !dbg !30
  %492 = getelementptr float, ptr addrspace(1) %483, i64 %87, !dbg !30
  %493 = getelementptr float, ptr addrspace(1) %483, i64 %88, !dbg !30
  %494 = getelementptr float, ptr addrspace(1) %483, i64 %89, !dbg !30
  %495 = getelementptr float, ptr addrspace(1) %483, i64 %90, !dbg !30
  %496 = getelementptr float, ptr addrspace(1) %483, i64 %91, !dbg !30
  %497 = getelementptr float, ptr addrspace(1) %483, i64 %92, !dbg !30
  %498 = getelementptr float, ptr addrspace(1) %483, i64 %93, !dbg !30
  %499 = getelementptr float, ptr addrspace(1) %483, i64 %94, !dbg !30
  %500 = getelementptr float, ptr addrspace(1) %483, i64 %95, !dbg !30
  %501 = getelementptr float, ptr addrspace(1) %483, i64 %96, !dbg !30
  %502 = getelementptr float, ptr addrspace(1) %483, i64 %97, !dbg !30
  %503 = getelementptr float, ptr addrspace(1) %483, i64 %98, !dbg !30
  %504 = getelementptr float, ptr addrspace(1) %483, i64 %99, !dbg !30
  %505 = getelementptr float, ptr addrspace(1) %483, i64 %100, !dbg !30
  %506 = getelementptr float, ptr addrspace(1) %483, i64 %101, !dbg !30
  %507 = getelementptr float, ptr addrspace(1) %483, i64 %102, !dbg !30
  %508 = getelementptr float, ptr addrspace(1) %483, i64 %103, !dbg !30
  %509 = getelementptr float, ptr addrspace(1) %483, i64 %104, !dbg !30
  %510 = getelementptr float, ptr addrspace(1) %483, i64 %105, !dbg !30
  %511 = getelementptr float, ptr addrspace(1) %483, i64 %106, !dbg !30
  %512 = getelementptr float, ptr addrspace(1) %483, i64 %107, !dbg !30
  %513 = getelementptr float, ptr addrspace(1) %483, i64 %108, !dbg !30
  %514 = getelementptr float, ptr addrspace(1) %483, i64 %109, !dbg !30
  %515 = getelementptr float, ptr addrspace(1) %483, i64 %110, !dbg !30
  %516 = bitcast float %449 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %516, ptr addrspace(1) %484, i1 %44) #6, !dbg !31
  %517 = bitcast float %450 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %517, ptr addrspace(1) %485, i1 %45) #6, !dbg !31
  %518 = bitcast float %451 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %518, ptr addrspace(1) %486, i1 %46) #6, !dbg !31
  %519 = bitcast float %452 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %519, ptr addrspace(1) %487, i1 %47) #6, !dbg !31
  %520 = bitcast float %453 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %520, ptr addrspace(1) %488, i1 %48) #6, !dbg !31
  %521 = bitcast float %454 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %521, ptr addrspace(1) %489, i1 %49) #6, !dbg !31
  %522 = bitcast float %455 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %522, ptr addrspace(1) %490, i1 %50) #6, !dbg !31
  %523 = bitcast float %456 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %523, ptr addrspace(1) %491, i1 %51) #6, !dbg !31
  %524 = bitcast float %457 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %524, ptr addrspace(1) %492, i1 %52) #6, !dbg !31
  %525 = bitcast float %458 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %525, ptr addrspace(1) %493, i1 %53) #6, !dbg !31
  %526 = bitcast float %459 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %526, ptr addrspace(1) %494, i1 %54) #6, !dbg !31
  %527 = bitcast float %460 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %527, ptr addrspace(1) %495, i1 %55) #6, !dbg !31
  %528 = bitcast float %461 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %528, ptr addrspace(1) %496, i1 %56) #6, !dbg !31
  %529 = bitcast float %462 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %529, ptr addrspace(1) %497, i1 %57) #6, !dbg !31
  %530 = bitcast float %463 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %530, ptr addrspace(1) %498, i1 %58) #6, !dbg !31
  %531 = bitcast float %464 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %531, ptr addrspace(1) %499, i1 %59) #6, !dbg !31
  %532 = bitcast float %465 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %532, ptr addrspace(1) %500, i1 %60) #6, !dbg !31
  %533 = bitcast float %466 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %533, ptr addrspace(1) %501, i1 %61) #6, !dbg !31
  %534 = bitcast float %467 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %534, ptr addrspace(1) %502, i1 %62) #6, !dbg !31
  %535 = bitcast float %468 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %535, ptr addrspace(1) %503, i1 %63) #6, !dbg !31
  %536 = bitcast float %469 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %536, ptr addrspace(1) %504, i1 %64) #6, !dbg !31
  %537 = bitcast float %470 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %537, ptr addrspace(1) %505, i1 %65) #6, !dbg !31
  %538 = bitcast float %471 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %538, ptr addrspace(1) %506, i1 %66) #6, !dbg !31
  %539 = bitcast float %472 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %539, ptr addrspace(1) %507, i1 %67) #6, !dbg !31
  %540 = bitcast float %473 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %540, ptr addrspace(1) %508, i1 %68) #6, !dbg !31
  %541 = bitcast float %474 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %541, ptr addrspace(1) %509, i1 %69) #6, !dbg !31
  %542 = bitcast float %475 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %542, ptr addrspace(1) %510, i1 %70) #6, !dbg !31
  %543 = bitcast float %476 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %543, ptr addrspace(1) %511, i1 %71) #6, !dbg !31
  %544 = bitcast float %477 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %544, ptr addrspace(1) %512, i1 %72) #6, !dbg !31
  %545 = bitcast float %478 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %545, ptr addrspace(1) %513, i1 %73) #6, !dbg !31
  %546 = bitcast float %479 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %546, ptr addrspace(1) %514, i1 %74) #6, !dbg !31
  %547 = bitcast float %480 to i32, !dbg !31
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %547, ptr addrspace(1) %515, i1 %75) #6, !dbg !31
  %548 = add i32 %119, %10, !dbg !11
  %549 = icmp slt i32 %548, %4, !dbg !11
  %__bbprof.step.0 = zext i1 %549 to i64
  %__bbprof.cn.0 = add i64 %__bbprof.c.0, %__bbprof.step.0
  br i1 %549, label %118, label %__bbprof.exit.0.0, !dbg !11


__bbprof.exit.0.0:
  %__bbprof.x32.0.0 = trunc i64 %__bbprof.cn.0 to i32
  call void asm sideeffect "{\0A\09.reg .pred %bbp_p;\0A\09.reg .b32 %bbp_m, %bbp_b, %bbp_s, %bbp_w;\0A\09.reg .b64 %bbp_n;\0A\09activemask.b32 %bbp_m;\0A\09and.b32 %bbp_b, %bbp_m, $1;\0A\09setp.ne.b32 %bbp_p, %bbp_b, 0;\0A\09@%bbp_p bra BBP_SKIP_${:uid};\0A\09popc.b32 %bbp_b, %bbp_m;\0A\09mul.lo.u32 %bbp_s, $2, %bbp_b;\0A\09mov.b64 %bbp_n, {%bbp_s, $2};\0A\09red.global.add.u64 [$0+0], %bbp_n;\0A\09mov.b32 %bbp_w, 1;\0A\09mov.b64 %bbp_n, {%bbp_b, %bbp_w};\0A\09red.global.add.u64 [$0+8], %bbp_n;\0A\09BBP_SKIP_${:uid}:\0A\09}", "l,r,r"(ptr addrspace(1) %__bbprof.row, i32 %__bbprof.lt, i32 %__bbprof.x32.0.0) convergent nounwind
  br label %._crit_edge

._crit_edge:
  ret void, !dbg !32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "corpus_kernels.py", directory: "/work/main/scripts")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 83, type: !5, scopeLine: 83, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 85, column: 30, scope: !4)
!8 = !DILocation(line: 86, column: 31, scope: !4)
!9 = !DILocation(line: 89, column: 27, scope: !4)
!10 = !DILocation(line: 90, column: 21, scope: !4)
!11 = !DILocation(line: 87, column: 44, scope: !4)
!12 = !DILocation(line: 88, column: 37, scope: !4)
!13 = !DILocation(line: 88, column: 27, scope: !4)
!14 = !DILocation(line: 91, column: 32, scope: !4)
!15 = !DILocation(line: 91, column: 22, scope: !4)
!16 = !DILocation(line: 191, column: 40, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!19 = !DILocation(line: 92, column: 37, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 170, column: 27, scope: !17, inlinedAt: !16)
!22 = !DILocation(line: 92, column: 30, scope: !4)
!23 = !DILocation(line: 93, column: 21, scope: !4)
!24 = !DILocation(line: 293, column: 36, scope: !17, inlinedAt: !25)
!25 = !DILocation(line: 94, column: 21, scope: !20)
!26 = !DILocation(line: 263, column: 15, scope: !17, inlinedAt: !24)
!27 = !DILocation(line: 95, column: 20, scope: !4)
!28 = !DILocation(line: 96, column: 37, scope: !4)
!29 = !DILocation(line: 96, column: 27, scope: !4)
!30 = !DILocation(line: 96, column: 54, scope: !4)
!31 = !DILocation(line: 96, column: 59, scope: !4)
!32 = !DILocation(line: 87, column: 4, scope: !4)

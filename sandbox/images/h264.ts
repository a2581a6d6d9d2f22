/**
 * A deliberately tiny H.264 (Constrained Baseline) writer, so the sandbox can serve real,
 * playable mp4 product videos without ffmpeg or the network. Key frames store every
 * macroblock as I_PCM (raw samples: no transform or entropy coding needed); the frames
 * between them are P frames whose macroblocks are all skipped, which costs a few bytes
 * and holds the picture. Frames are YUV 4:2:0 with dimensions divisible by 16.
 */

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    if (++this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }
  bits(value: number, count: number) {
    for (let i = count - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  /** Unsigned Exp-Golomb. */
  ue(value: number) {
    const length = Math.floor(Math.log2(value + 1));
    this.bits(0, length);
    this.bits(value + 1, length + 1);
  }
  /** Signed Exp-Golomb. */
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  get aligned() {
    return this.used === 0;
  }
  alignWithZeros() {
    while (this.used) this.bit(0);
  }
  byte(value: number) {
    this.bytes.push(value & 0xff);
  }
  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing() {
    this.bit(1);
    this.alignWithZeros();
  }
  finish() {
    return Uint8Array.from(this.bytes);
  }
}

/** Inserts emulation-prevention bytes so the payload never contains a start code. */
function escapeRbsp(rbsp: Uint8Array, header: number): Uint8Array {
  const out: number[] = [header];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

const LOG2_MAX_FRAME_NUM = 8;
export const PROFILE = {profileIdc: 66, constraints: 0xc0, levelIdc: 30};

export function sequenceParameterSet(
  width: number,
  height: number,
): Uint8Array {
  const w = new BitWriter();
  w.bits(PROFILE.profileIdc, 8);
  w.bits(PROFILE.constraints, 8);
  w.bits(PROFILE.levelIdc, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order is decode order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / 16 - 1);
  w.ue(height / 16 - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  w.trailing();
  return escapeRbsp(w.finish(), 0x67);
}

export function pictureParameterSet(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  w.trailing();
  return escapeRbsp(w.finish(), 0x68);
}

export type Yuv420 = {y: Uint8Array; u: Uint8Array; v: Uint8Array};

/** An IDR picture with every macroblock coded as raw I_PCM samples. */
export function idrFrame(
  frame: Yuv420,
  width: number,
  height: number,
  idrPicId: number,
): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices of the picture)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, LOG2_MAX_FRAME_NUM); // frame_num
  w.ue(idrPicId & 0xffff);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  const mbWidth = width / 16;
  const mbHeight = height / 16;
  // PCM samples of 0 were forbidden in early editions of the standard; stay within 1..255.
  const sample = (value: number) => (value === 0 ? 1 : value);
  for (let my = 0; my < mbHeight; my++) {
    for (let mx = 0; mx < mbWidth; mx++) {
      w.ue(25); // mb_type I_PCM
      w.alignWithZeros();
      for (let y = 0; y < 16; y++) {
        const row = (my * 16 + y) * width + mx * 16;
        for (let x = 0; x < 16; x++) w.byte(sample(frame.y[row + x]));
      }
      for (const plane of [frame.u, frame.v]) {
        for (let y = 0; y < 8; y++) {
          const row = (my * 8 + y) * (width / 2) + mx * 8;
          for (let x = 0; x < 8; x++) w.byte(sample(plane[row + x]));
        }
      }
    }
  }
  w.trailing();
  return escapeRbsp(w.finish(), 0x65);
}

/** A P picture that repeats the previous one: every macroblock skipped. */
export function skipFrame(
  width: number,
  height: number,
  frameNum: number,
): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(5); // slice_type: P (all slices of the picture)
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum % (1 << LOG2_MAX_FRAME_NUM), LOG2_MAX_FRAME_NUM);
  w.bit(0); // num_ref_idx_active_override_flag
  w.bit(0); // ref_pic_list_modification_flag_l0
  w.bit(0); // adaptive_ref_pic_marking_mode_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  w.ue((width / 16) * (height / 16)); // mb_skip_run: the whole picture
  w.trailing();
  return escapeRbsp(w.finish(), 0x41);
}

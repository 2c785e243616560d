/** 16-bit PCM <-> base64 and float samples, for the realtime socket's audio (spec 3 §9: 24 kHz mono). */
export const SAMPLE_RATE = 24000;
export const CHUNK_SAMPLES = 2400;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  // String.fromCharCode takes arguments; 32 K at a time stays under engines' limits.
  for (let offset = 0; offset < bytes.length; offset += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}

/** The base64 of little-endian PCM16 as float samples in [-1, 1]; bad base64 is no samples. */
export function base64ToFloat32(base64: string): Float32Array {
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return new Float32Array(0);
  }
  const samples = new Float32Array(binary.length >> 1);
  for (let i = 0; i < samples.length; i++) {
    const value = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
    samples[i] = (value >= 0x8000 ? value - 0x10000 : value) / 0x8000;
  }
  return samples;
}

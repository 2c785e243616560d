import { base64ToFloat32, SAMPLE_RATE } from "./pcm";

/**
 * Plays the interviewer's audio deltas back to back: each chunk starts exactly when the
 * one before it ends, so there are no gaps between deltas however they arrive.
 */
export class GaplessPlayer {
  private readonly gain: GainNode;
  private nextStart = 0;
  private sources = new Set<AudioBufferSourceNode>();
  /** Milliseconds of audio scheduled so far (for tests and the speaking state). */
  playedMs = 0;

  constructor(private readonly context: AudioContext) {
    this.gain = context.createGain();
    this.gain.connect(context.destination);
  }

  set muted(muted: boolean) {
    this.gain.gain.value = muted ? 0 : 1;
  }

  play(base64: string) {
    const samples = base64ToFloat32(base64);
    if (samples.length === 0) return;
    const buffer = this.context.createBuffer(1, samples.length, SAMPLE_RATE);
    buffer.getChannelData(0).set(samples);
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.gain);
    const start = Math.max(this.context.currentTime, this.nextStart);
    source.start(start);
    this.nextStart = start + buffer.duration;
    this.playedMs += (samples.length / SAMPLE_RATE) * 1000;
    this.sources.add(source);
    source.onended = () => this.sources.delete(source);
  }

  /** Milliseconds until everything scheduled has played. */
  remainingMs() {
    return Math.max(0, (this.nextStart - this.context.currentTime) * 1000);
  }

  stop() {
    for (const source of this.sources) source.stop();
    this.sources.clear();
    this.nextStart = 0;
  }
}

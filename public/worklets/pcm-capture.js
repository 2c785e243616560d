// Microphone capture for the voice interview: the AudioContext runs at 24 kHz, so each
// input sample is one output sample. Posts 16-bit little-endian PCM in chunks of 2,400
// samples (100 ms); the last partial chunk is sent when the node is told to flush.
const CHUNK_SAMPLES = 2400;

class PcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.chunk = new Int16Array(CHUNK_SAMPLES);
    this.length = 0;
    this.port.onmessage = (event) => {
      if (event.data === "flush" && this.length > 0) this.send();
    };
  }

  send() {
    const out = this.chunk.slice(0, this.length);
    this.port.postMessage(out.buffer, [out.buffer]);
    this.length = 0;
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    for (let i = 0; i < channel.length; i++) {
      const sample = Math.max(-1, Math.min(1, channel[i]));
      this.chunk[this.length++] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      if (this.length === CHUNK_SAMPLES) this.send();
    }
    return true;
  }
}

registerProcessor("pcm-capture", PcmCapture);

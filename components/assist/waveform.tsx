"use client";
import { useEffect, useRef } from "react";

// Spec 3 §9 (presentation only).
const BAR_WIDTH = 4;
const BAR_GAP = 2;
const AMPLITUDE_SCALE = 4.25;
const MIN_AMPLITUDE = 0.035;

/** Bars of the live input level; "Listening paused" when there is no input. */
export function Waveform({ analyser }: { analyser: AnalyserNode | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context || !analyser) return;
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      const bars = Math.floor(element.width / (BAR_WIDTH + BAR_GAP));
      const step = Math.max(1, Math.floor(samples.length / bars));
      context.clearRect(0, 0, element.width, element.height);
      context.fillStyle = "currentColor";
      for (let bar = 0; bar < bars; bar++) {
        const level = Math.abs(samples[bar * step] - 128) / 128;
        const amplitude = Math.min(1, Math.max(MIN_AMPLITUDE, level * AMPLITUDE_SCALE));
        const height = amplitude * element.height;
        context.fillRect(
          bar * (BAR_WIDTH + BAR_GAP),
          (element.height - height) / 2,
          BAR_WIDTH,
          height,
        );
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [analyser]);
  if (!analyser) {
    return (
      <div className="flex h-12 items-center justify-center rounded-md border border-dashed text-sm text-muted-foreground">
        Listening paused
      </div>
    );
  }
  return (
    <canvas
      ref={canvas}
      width={480}
      height={48}
      className="h-12 w-full text-primary"
      aria-label="Audio level"
      data-testid="assist-waveform"
    />
  );
}

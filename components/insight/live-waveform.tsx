"use client";
import { useEffect, useRef } from "react";

// Spec 2 §9: the waveform is 160 high, bars 4 wide with a gap of 2.
export const WAVEFORM_HEIGHT = 160;
const BAR_WIDTH = 4;
const BAR_GAP = 2;

/** Bars drawn from the microphone's level while recording; still while paused. */
export function LiveWaveform({ stream, isPaused }: { stream: MediaStream; isPaused: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pausedRef = useRef(isPaused);
  useEffect(() => {
    pausedRef.current = isPaused;
  }, [isPaused]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (typeof AudioContext === "undefined") return;
    const context2d = canvas?.getContext("2d");
    if (!canvas || !context2d) return;
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 256;
    audio.createMediaStreamSource(stream).connect(analyser);
    const levels = new Uint8Array(analyser.frequencyBinCount);
    const color = getComputedStyle(canvas).color || "#2563eb";
    let frame = 0;

    const draw = () => {
      frame = requestAnimationFrame(draw);
      if (pausedRef.current) return;
      const width = canvas.clientWidth;
      if (canvas.width !== width) canvas.width = width;
      analyser.getByteFrequencyData(levels);
      context2d.clearRect(0, 0, canvas.width, WAVEFORM_HEIGHT);
      context2d.fillStyle = color;
      const bars = Math.floor(canvas.width / (BAR_WIDTH + BAR_GAP));
      for (let bar = 0; bar < bars; bar += 1) {
        const level = levels[Math.floor((bar / bars) * levels.length)] / 255;
        const height = Math.max(2, level * WAVEFORM_HEIGHT);
        context2d.fillRect(
          bar * (BAR_WIDTH + BAR_GAP),
          (WAVEFORM_HEIGHT - height) / 2,
          BAR_WIDTH,
          height,
        );
      }
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      void audio.close();
    };
  }, [stream]);

  return (
    <canvas
      ref={canvasRef}
      height={WAVEFORM_HEIGHT}
      aria-label="Live waveform of the microphone"
      role="img"
      data-testid="insight-waveform"
      className="h-40 w-full rounded-md bg-muted/50 text-primary"
    />
  );
}

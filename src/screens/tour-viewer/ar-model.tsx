import { useEffect, useRef } from 'react';
import type { TourBounds } from '../../contract/tours';
import type { ArScale } from '../../machines/viewer.machine';

/** A tabletop dollhouse is this wide (metres) at most, however large the tour. */
const TABLETOP_SIZE = 0.6;

/** The scale that fits the tour on a table, 1 when it is already that small. */
export function tabletopScale(bounds: TourBounds | null): number {
  if (!bounds) return 1;
  const width = Math.max(bounds.max.x - bounds.min.x, bounds.max.z - bounds.min.z);
  return width > TABLETOP_SIZE ? TABLETOP_SIZE / width : 1;
}

export interface ArModelProps {
  src: string;
  alt: string;
  scale: ArScale;
  bounds: TourBounds | null;
  arButtonLabel: string;
}

/**
 * <model-viewer> (defined before this renders) with AR on: WebXR, Scene Viewer or Quick Look,
 * whichever the device has. Made by hand, as React has no types for the custom element.
 */
export function ArModel({ src, alt, scale, bounds, arButtonLabel }: ArModelProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('model-viewer');
    const factor = scale === 'tabletop' ? tabletopScale(bounds) : 1;
    const attributes: Record<string, string> = {
      src,
      alt,
      ar: '',
      'ar-modes': 'webxr scene-viewer quick-look',
      'ar-scale': scale === 'tabletop' ? 'auto' : 'fixed',
      'ar-placement': 'floor',
      scale: `${factor} ${factor} ${factor}`,
      'camera-controls': '',
      // Seen from above at an angle, like the dollhouse, rather than level with the outer walls.
      'camera-orbit': '30deg 40deg auto',
      'touch-action': 'pan-y',
      class: 'tour-viewer-ar-model',
    };
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const button = document.createElement('button');
    button.type = 'button';
    button.slot = 'ar-button';
    button.className = 'button button-primary tour-viewer-ar-button';
    button.textContent = arButtonLabel;
    element.appendChild(button);
    holder.current?.appendChild(element);
    return () => element.remove();
  }, [src, alt, scale, bounds, arButtonLabel]);
  return <div ref={holder} className="tour-viewer-ar-holder" />;
}

/**
 * The hero cards' pictures (SPEC §2 "four illustrative cards"), drawn as inline SVG: nothing is
 * fetched, nothing reads the browser while rendering, so they can be prerendered with the hero.
 * Each is an image with a translated description; the few words drawn inside (object labels)
 * come translated from the caller.
 */
import {
  MESH_VIEW_BOX,
  meshPatch,
  patchOutline,
  ROOM_FURNITURE,
  ROOM_SURFACES,
  ROOM_WINDOW,
  type MeshFace,
} from './hero-geometry';

interface IllustrationProps {
  /** What the picture shows, for assistive technology. */
  label: string;
}

function MeshFaces({ faces, className }: { faces: MeshFace[]; className: string }) {
  return faces.map(({ corner, u, v, cells }, index) => (
    <g key={index} className={className}>
      <polygon points={patchOutline(corner, u, v)} />
      <path d={meshPatch(corner, u, v, cells[0], cells[1])} />
    </g>
  ));
}

/** A scanned living room as a triangulated wireframe mesh. */
export function MeshRoomIllustration({ label }: IllustrationProps) {
  return (
    <svg className="hero-visual hero-mesh" viewBox={MESH_VIEW_BOX} role="img" aria-label={label}>
      <MeshFaces faces={ROOM_SURFACES} className="hero-mesh-surface" />
      <polygon className="hero-mesh-window" points={ROOM_WINDOW} />
      <MeshFaces faces={ROOM_FURNITURE} className="hero-mesh-furniture" />
    </svg>
  );
}

export interface DetectedObject {
  key: 'sofa' | 'lamp' | 'window' | 'plant';
  /** The translated name drawn on the box. */
  name: string;
  /** The detection's confidence, formatted for the locale ("98%"). */
  confidence: string;
}

interface DetectionBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the label sits: above the box or below it, from its left or its right edge. */
  label: { side: 'above' | 'below'; edge: 'left' | 'right' };
}

/** The boxes drawn around the scene's objects (viewBox units). */
const DETECTION_BOXES: Record<DetectedObject['key'], DetectionBox> = {
  window: { x: 32, y: 34, width: 116, height: 94, label: { side: 'above', edge: 'left' } },
  lamp: { x: 204, y: 62, width: 46, height: 178, label: { side: 'above', edge: 'right' } },
  sofa: { x: 14, y: 150, width: 186, height: 90, label: { side: 'below', edge: 'left' } },
  plant: { x: 256, y: 142, width: 52, height: 98, label: { side: 'below', edge: 'right' } },
};

/**
 * Where a box's label is anchored. SVG anchors text at its start or end in the reading
 * direction, so a label held to the box's left edge starts there left-to-right and ends
 * there right-to-left.
 */
function labelAnchor(box: DetectionBox, rtl: boolean) {
  const atLeft = box.label.edge === 'left';
  return {
    x: atLeft ? box.x : box.x + box.width,
    y: box.label.side === 'above' ? box.y - 6 : box.y + box.height + 17,
    textAnchor: atLeft !== rtl ? 'start' : 'end',
  } as const;
}

function DetectionScene() {
  return (
    <g aria-hidden="true">
      <rect className="hero-detect-wall" width="320" height="240" />
      <rect className="hero-detect-floor" y="240" width="320" height="80" />
      <path
        className="hero-detect-boards"
        d="M0 266H320M0 294H320M70 240V266M190 240V266M130 266V294M260 266V294M40 294V320M220 294V320"
      />
      <rect className="hero-detect-glass" x="40" y="42" width="100" height="78" />
      <path className="hero-detect-frame" d="M40 42h100v78h-100zM90 42v78M40 81h100" />
      <rect className="hero-detect-sofa-back" x="30" y="162" width="154" height="44" rx="10" />
      <rect className="hero-detect-sofa-seat" x="26" y="198" width="162" height="28" rx="7" />
      <rect className="hero-detect-sofa-arm" x="18" y="176" width="20" height="52" rx="7" />
      <rect className="hero-detect-sofa-arm" x="176" y="176" width="20" height="52" rx="7" />
      <path className="hero-detect-legs" d="M32 228v10M182 228v10" />
      <path className="hero-detect-pole" d="M227 98V236M214 237h26" />
      <polygon className="hero-detect-shade" points="209,98 245,98 236,70 218,70" />
      <polygon className="hero-detect-pot" points="266,238 298,238 302,204 262,204" />
      <ellipse
        className="hero-detect-leaf"
        cx="270"
        cy="186"
        rx="9"
        ry="22"
        transform="rotate(-26 270 186)"
      />
      <ellipse
        className="hero-detect-leaf"
        cx="294"
        cy="184"
        rx="9"
        ry="22"
        transform="rotate(24 294 184)"
      />
      <ellipse className="hero-detect-leaf" cx="282" cy="172" rx="8" ry="24" />
    </g>
  );
}

/**
 * A room whose objects are outlined and labelled by detection. `rtl` turns the labels'
 * reading direction, keeping each one held to the same edge of its box.
 */
export function DetectionIllustration({
  label,
  objects,
  rtl,
}: IllustrationProps & { objects: DetectedObject[]; rtl: boolean }) {
  return (
    <svg
      className="hero-visual hero-detect"
      viewBox="0 0 320 320"
      role="img"
      aria-label={label}
      direction={rtl ? 'rtl' : 'ltr'}
    >
      <clipPath id="hero-detect-frame">
        <rect width="320" height="320" rx="14" />
      </clipPath>
      <g clipPath="url(#hero-detect-frame)">
        <DetectionScene />
      </g>
      {objects.map(({ key, name, confidence }) => {
        const box = DETECTION_BOXES[key];
        const anchor = labelAnchor(box, rtl);
        return (
          <g key={key} className={`hero-detect-box hero-detect-box-${key}`}>
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx="4" />
            <text x={anchor.x} y={anchor.y} textAnchor={anchor.textAnchor}>
              {name} <tspan className="hero-detect-score">{confidence}</tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const FLOOR_LINES = [-150, -90, -30, 30, 90, 150, 210, 270, 330, 390, 450]
  .map((bottomX) => `M150 165L${bottomX} 260`)
  .join('');

/** A hotspot: a dot with a ring that pulses (still when reduced motion is asked for). */
function Hotspot({ x, y }: { x: number; y: number }) {
  return (
    <g className="hero-hotspot">
      <circle className="hero-hotspot-pulse" cx={x} cy={y} r="11" />
      <circle className="hero-hotspot-dot" cx={x} cy={y} r="5.5" />
    </g>
  );
}

/** A room seen from inside, as a tour shows it: hotspots on things and a walking arrow. */
export function InteractiveRoomIllustration({ label }: IllustrationProps) {
  return (
    <svg
      className="hero-visual hero-room"
      viewBox="0 0 300 260"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
    >
      <polygon className="hero-room-ceiling" points="0,0 300,0 205,80 95,80" />
      <polygon className="hero-room-side" points="0,0 95,80 95,165 0,260" />
      <polygon className="hero-room-side" points="300,0 205,80 205,165 300,260" />
      <rect className="hero-room-back" x="95" y="80" width="110" height="85" />
      <polygon className="hero-room-floor" points="95,165 205,165 300,260 0,260" />
      <path className="hero-room-boards" d={FLOOR_LINES} />
      <polygon className="hero-room-rug" points="104,192 196,192 232,230 68,230" />
      <polygon className="hero-room-glass" points="18,48 74,82 74,132 18,152" />
      <path className="hero-room-frame" d="M18 48L74 82V132L18 152ZM46 65V142M18 100L74 107" />
      <rect className="hero-room-door" x="158" y="106" width="32" height="59" rx="1" />
      <circle className="hero-room-knob" cx="164" cy="138" r="2" />
      <polygon className="hero-room-art" points="224,94 272,76 272,120 224,128" />
      <path className="hero-room-lamp" d="M150 80V92M138 100h24l-5-8h-14z" />
      <path className="hero-room-arrow" d="M150 198l26 28h-15l-11-12-11 12h-15z" />
      <Hotspot x={46} y={100} />
      <Hotspot x={248} y={102} />
      <Hotspot x={174} y={132} />
    </svg>
  );
}

/** A floor plan with a dashed route from the entrance along the corridor to the meeting room. */
export function FloorPlanIllustration({ label }: IllustrationProps) {
  return (
    <svg className="hero-visual hero-plan" viewBox="0 0 300 190" role="img" aria-label={label}>
      <rect className="hero-plan-floor" x="8" y="8" width="284" height="174" />
      <rect className="hero-plan-target" x="190" y="8" width="102" height="70" />
      <g className="hero-plan-furniture">
        <ellipse cx="241" cy="40" rx="30" ry="13" />
        <circle cx="218" cy="21" r="4" />
        <circle cx="264" cy="21" r="4" />
        <circle cx="218" cy="59" r="4" />
        <circle cx="264" cy="59" r="4" />
        <rect x="20" y="20" width="42" height="18" rx="2" />
        <rect x="118" y="18" width="34" height="46" rx="3" />
        <rect x="22" y="150" width="60" height="20" rx="3" />
        <circle cx="226" cy="146" r="15" />
        <rect x="158" y="124" width="18" height="44" rx="2" />
      </g>
      <path
        className="hero-plan-walls"
        d="M8 84V8H292V182H8V106M8 78H40M60 78H130M150 78H230M250 78H292M8 112H60M80 112H200M220 112H292M100 8V78M190 8V78M140 112V182"
      />
      <path className="hero-plan-route" d="M22 95H240V62" />
      <circle className="hero-plan-start-halo" cx="20" cy="95" r="11" />
      <circle className="hero-plan-start" cx="20" cy="95" r="5.5" />
      <path
        className="hero-plan-pin"
        d="M240 56c-8-10-12-16-12-22a12 12 0 0 1 24 0c0 6-4 12-12 22z"
      />
      <circle className="hero-plan-pin-dot" cx="240" cy="34" r="4" />
    </svg>
  );
}

/**
 * The public demo tour (issue 7): the generated apartment (scripts/fixtures), put through the
 * same processing as any upload, published at /t/demo, so that a newcomer sees a real tour right
 * after `npm start` and the landing page's Enter a Tour button has somewhere to go.
 *
 * Seeded once: its owner is an account without a password (nobody signs in as it), it costs no
 * credit, and it is published from the start; the public view shows it once processing is done.
 */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import type { Annotation, Destination, StartPosition } from '../../src/contract/tours';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { ROOMS, roomCentre, type RoomName } from '../../scripts/fixtures/layout';
import type { Database } from '../db/database';
import { tours, users } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { tourFileKey, type BlobStorage } from '../storage/storage';
import { TOUR_PROCESS_JOB } from './tours';

export const DEMO_OWNER_EMAIL = 'demo@roomwalk.test';

/**
 * Reading a model centres it on x and z; the apartment spans x ∈ [0, 10], z ∈ [-9, 0] around its
 * walls, so a point of the layout moves by this much.
 */
const CENTRING_OFFSET = { x: -5, z: 4.5 };

function layoutPoint(room: RoomName, lift = 0) {
  const [x, , z] = roomCentre(room);
  return { x: x + CENTRING_OFFSET.x, y: lift, z: z + CENTRING_OFFSET.z };
}

const DESTINATIONS: Destination[] = ROOMS.map((room) => ({
  id: room.name,
  name: room.label,
  position: layoutPoint(room.name),
}));

const ANNOTATIONS: Annotation[] = [
  {
    id: 'kitchen-island',
    title: 'Open kitchen',
    text: 'The kitchen opens onto the living room: cook and talk with your guests.',
    position: layoutPoint('kitchen', 0.9),
  },
  {
    id: 'bedroom-light',
    title: 'Quiet bedroom',
    text: 'On the courtyard side, away from the street.',
    position: layoutPoint('bedroom', 1.2),
  },
];

/** In the living room at eye height, looking across to the open kitchen (+x: yaw −π/2). */
const START: StartPosition = { position: layoutPoint('living', 1.6), yaw: -Math.PI / 2 };

/** Seeds the demo tour when it does not exist yet; true when it was seeded now. */
export async function seedDemoTour(db: Database, storage: BlobStorage): Promise<boolean> {
  const [existing] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(eq(tours.slug, DEMO_TOUR_SLUG));
  if (existing !== undefined) return false;

  const source = await apartmentGlb();
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: DEMO_OWNER_EMAIL,
        firstName: 'Roomwalk',
        lastName: 'Demo',
        role: 'USER',
        profileCompleted: true,
      })
      .onConflictDoUpdate({ target: users.email, set: { profileCompleted: true } })
      .returning({ id: users.id });
    if (owner === undefined) throw new Error('The demo owner was not saved');
    const [tour] = await tx
      .insert(tours)
      .values({
        ownerId: owner.id,
        title: 'Demo apartment',
        description: 'A five-room apartment, processed by Roomwalk from a CAD model.',
        sourceKind: 'cad',
        status: 'queued',
        slug: DEMO_TOUR_SLUG,
        published: true,
        annotations: ANNOTATIONS,
        destinations: DESTINATIONS,
        startPosition: START,
      })
      .onConflictDoNothing({ target: tours.slug })
      .returning({ id: tours.id });
    // Seeded meanwhile by another process starting on the same database.
    if (tour === undefined) return false;
    await storage.putStream(tourFileKey(tour.id, 'source'), Readable.from([source]), {
      maxBytes: source.byteLength,
    });
    await enqueue(tx, { kind: TOUR_PROCESS_JOB, payload: { tourId: tour.id }, ownerKey: owner.id });
    return true;
  });
}

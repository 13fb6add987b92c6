/**
 * Tours through the real API, as their owner: the browser tests make the tours a screen needs
 * with these calls, then look at them in the page.
 */
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { apartmentGlb } from '../../../scripts/fixtures/gltf';
import { DEMO_TOUR_SLUG } from '../../../src/contract/demo-tour';
import type {
  Annotation,
  Destination,
  StartPosition,
  TourSourceKind,
  TourView,
} from '../../../src/contract/tours';
import { PASSWORD, registerViaApi, unique } from './accounts';
import { expect } from './test';

/**
 * How long the apartment fixture may take from upload to ready: the queue, the worker thread
 * and its nine stages share two cores with the browser and the other tests.
 */
export const PROCESSED_WITHIN_MS = 180_000;

/**
 * Waits until the public API serves the demo tour: the server seeds it at its start and
 * processes it in the background (until then it answers 404, unpublished).
 */
export async function waitForDemoTour(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`/api/v1/public/tours/${DEMO_TOUR_SLUG}`)).status(), {
      timeout: PROCESSED_WITHIN_MS,
      intervals: [1_000],
    })
    .toBe(200);
}

export type ApiHeaders = Record<string, string>;

/**
 * Signs `email` in through the API with the double submit a browser makes: the anti-forgery
 * token from /api/csrf-token, then the bearer token. Returns both headers.
 */
export async function apiSession(request: APIRequestContext, email: string): Promise<ApiHeaders> {
  const csrf = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const login = await request.post('/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'X-XSRF-TOKEN': csrf.csrfToken },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { 'X-XSRF-TOKEN': csrf.csrfToken, Authorization: `Bearer ${token}` };
}

export interface NewTour {
  title: string;
  sourceKind?: TourSourceKind;
  address?: string;
}

export interface TourChanges {
  title?: string;
  address?: string;
  destinations?: Destination[];
  annotations?: Annotation[];
  startPosition?: StartPosition;
}

/** The tours API as one owner, each call checked for the status the server promises. */
export interface OwnerApi {
  headers: ApiHeaders;
  tour(id: string): Promise<TourView>;
  /** POST /tours (spends a credit). */
  createTour(tour: NewTour): Promise<TourView>;
  /** PUT /tours/:id/source: the file is stored and queued for processing. */
  upload(id: string, bytes: Uint8Array): Promise<TourView>;
  /** Polls the tour until processing has made it ready. */
  waitUntilReady(id: string): Promise<TourView>;
  /** A new tour from `source` (the apartment fixture if none), uploaded and processed until ready. */
  processedTour(tour: NewTour, source?: Uint8Array): Promise<TourView>;
  /**
   * A ready tour of the apartment without processing one: the account's sample, the copy of the
   * demo tour (the apartment fixture, processed by the real pipeline once, at the server's
   * start; decision 0038), given `tour`'s title and address and none of the demo's annotations
   * and destinations, as processing leaves it. For the tests that need a ready tour, not its
   * processing (issue 33); those about processing use processedTour.
   */
  readyApartment(tour: NewTour): Promise<TourView>;
  patch(id: string, changes: TourChanges): Promise<TourView>;
  publish(id: string): Promise<TourView>;
  /** GET /tours. */
  list(): Promise<TourView[]>;
  /**
   * The copy of the demo tour every new account gets (decision 0038), once the queue has made
   * it: after the demo itself is processed, which the server does in its first seconds.
   */
  waitForSample(): Promise<TourView>;
  /** Waits for the sample and deletes it: for tests about the owner's own tours alone. */
  deleteSample(): Promise<void>;
}

/** The API as the owner `email`, with a session of its own. */
export async function ownerApi(request: APIRequestContext, email: string): Promise<OwnerApi> {
  const headers = await apiSession(request, email);
  const json = async (
    response: Awaited<ReturnType<APIRequestContext['get']>>,
    status: number,
  ): Promise<TourView> => {
    expect(response.status()).toBe(status);
    return (await response.json()) as TourView;
  };
  const api: OwnerApi = {
    headers,
    tour: async (id) => json(await request.get(`/api/v1/tours/${id}`, { headers }), 200),
    createTour: async (tour) =>
      json(
        await request.post('/api/v1/tours', { data: { sourceKind: 'scan', ...tour }, headers }),
        201,
      ),
    upload: async (id, bytes) =>
      json(
        await request.put(`/api/v1/tours/${id}/source`, {
          data: Buffer.from(bytes),
          headers: { ...headers, 'Content-Type': 'application/octet-stream' },
        }),
        202,
      ),
    waitUntilReady: async (id) => {
      await expect
        .poll(async () => (await api.tour(id)).status, {
          timeout: PROCESSED_WITHIN_MS,
          intervals: [500],
        })
        .toBe('ready');
      return api.tour(id);
    },
    processedTour: async (tour, source) => {
      const { id } = await api.createTour({ sourceKind: 'cad', ...tour });
      await api.upload(id, source ?? (await apartmentGlb()));
      return api.waitUntilReady(id);
    },
    readyApartment: async ({ title, address }) => {
      const { id } = await api.waitForSample();
      const plain = { title, annotations: [], destinations: [] };
      return api.patch(id, { ...plain, ...(address !== undefined && { address }) });
    },
    patch: async (id, changes) =>
      json(await request.patch(`/api/v1/tours/${id}`, { data: changes, headers }), 200),
    publish: async (id) =>
      json(await request.post(`/api/v1/tours/${id}/publish`, { headers }), 200),
    list: async () => {
      const response = await request.get('/api/v1/tours', { headers });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { tours: TourView[] }).tours;
    },
    waitForSample: async () => {
      let sample: TourView | undefined;
      await expect
        .poll(
          async () => {
            sample = (await api.list()).find((tour) => tour.sample);
            return sample !== undefined;
          },
          // The demo is processed at the server's start; the sample job retries until it is.
          { timeout: PROCESSED_WITHIN_MS, intervals: [500] },
        )
        .toBe(true);
      return sample!;
    },
    deleteSample: async () => {
      const { id } = await api.waitForSample();
      expect((await request.delete(`/api/v1/tours/${id}`, { headers })).status()).toBe(200);
    },
  };
  return api;
}

/** A new account (registered through the API, signed out again) and its tours API. */
export async function newOwner(
  request: APIRequestContext,
  name: string,
): Promise<{ email: string; api: OwnerApi }> {
  const email = unique(name);
  await registerViaApi(request, email);
  return { email, api: await ownerApi(request, email) };
}

/**
 * Makes what a describe block's tests share (in beforeAll) through a request context with a
 * visitor address of its own, as every test has (support/test.ts), so that rate limits on one
 * address do not reach across tests.
 */
export async function setUpWithOwnAddress<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  setUp: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const address = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  try {
    return await setUp(request);
  } finally {
    await request.dispose();
  }
}

/**
 * A new owner's published tour: of `source`, uploaded and processed; without one, the ready
 * apartment of OwnerApi.readyApartment. Its slug.
 */
export async function publishedTour(
  request: APIRequestContext,
  owner: string,
  title: string,
  source?: Uint8Array,
): Promise<string> {
  const { api } = await newOwner(request, owner);
  const { id } =
    source === undefined
      ? await api.readyApartment({ title })
      : await api.processedTour({ title }, source);
  const { slug } = await api.publish(id);
  return slug!;
}

import { assertEvent, assign, raise, setup } from 'xstate';
import { providedPromise } from './provided-actor';
import { entranceIndex } from '../contract/storeys';
import type { PublicTourView, Vector3 } from '../contract/tours';

/** Why a tour cannot be shown: what the screen's loading actors reject with. */
export const VIEWER_FAILURES = [
  'notFound',
  'unpublished',
  'unreachable',
  'webglUnavailable',
  'loadFailed',
] as const;
export type ViewerFailureReason = (typeof VIEWER_FAILURES)[number];
export interface ViewerFailureError {
  reason: ViewerFailureReason;
}

/** Something Navigate to… can lead to: a named destination or an annotation. */
export interface RouteTarget {
  kind: 'destination' | 'annotation';
  id: string;
}

/** View in AR: a small dollhouse on a table, or the rooms at their real size. */
export type ArScale = 'tabletop' | 'trueScale';

export interface ViewerInput {
  slug: string;
}

export interface ViewerContext {
  slug: string;
  tour: PublicTourView | null;
  /** 0 to 1 of the model downloaded and parsed. */
  progress: number;
  routeTarget: RouteTarget | null;
  selectedAnnotationId: string | null;
  arScale: ArScale;
  /** The storey shown (an index into tour.storeys); the visitor stands on it. */
  storey: number;
}

export type ViewerEvent =
  | { type: 'viewer.progress'; fraction: number }
  | { type: 'viewer.retry' }
  | { type: 'viewer.arrived' }
  | { type: 'viewer.storeyReached'; storey: number }
  | { type: 'storey.choose'; storey: number }
  | { type: 'mode.walk' }
  | { type: 'mode.dollhouse' }
  | { type: 'mode.floorPlan' }
  | { type: 'navigate.open' }
  | { type: 'navigate.close' }
  | { type: 'route.show'; target: RouteTarget }
  | { type: 'route.walk' }
  | { type: 'route.clear' }
  | { type: 'annotation.select'; annotationId: string }
  | { type: 'annotation.close' }
  | { type: 'ar.open' }
  | { type: 'ar.close' }
  | { type: 'ar.chooseScale'; scale: ArScale }
  | { type: 'fullscreen.request' }
  | { type: 'fullscreen.exit' }
  | { type: 'fullscreen.changed'; active: boolean }
  | { type: 'labels.show' }
  | { type: 'labels.hide' }
  | { type: 'minimap.show' }
  | { type: 'minimap.hide' };

/** Where a route target stands in the tour, or null when the tour has no such item. */
export function routeTargetPosition(
  tour: PublicTourView | null,
  target: RouteTarget | null,
): Vector3 | null {
  if (!tour || !target) return null;
  const items = target.kind === 'destination' ? tour.destinations : tour.annotations;
  return items.find((item) => item.id === target.id)?.position ?? null;
}

/** The storey a visitor starts on: the entrance (the lowest where there is none). */
const failureOf = (error: unknown): ViewerFailureReason | null =>
  typeof error === 'object' && error !== null && 'reason' in error
    ? (VIEWER_FAILURES.find((reason) => reason === error.reason) ?? null)
    : null;

/**
 * The public tour viewer of /t/:slug and /embed/:slug (issue 7 point 4): it loads the published
 * tour (GET /public/tours/:slug), then its model into the viewer, and says clearly why when it
 * cannot (unknown link, not published now, no connection, no WebGL, a model that does not load;
 * the recoverable ones offer a retry). Once ready, the visitor chooses a mode (walk, dollhouse,
 * floor plan), opens Navigate to… to draw a route to a destination or an annotation and be walked
 * along it, reads an annotation chosen on its marker, shows the labels of the objects the model
 * names (decision 0037), shows or hides the minimap of walk mode (decision 0041), views the tour
 * in AR, and goes fullscreen.
 * Camera moves and animation stay in the viewer: this machine models modes, not moves.
 */
export const viewerMachine = setup({
  types: {
    context: {} as ViewerContext,
    events: {} as ViewerEvent,
    input: {} as ViewerInput,
  },
  actors: {
    fetchTour: providedPromise<PublicTourView, { slug: string }>('fetchTour'),
    loadModel: providedPromise<unknown, { tour: PublicTourView | null }>('loadModel'),
    findRoute: providedPromise<unknown, { position: Vector3 | null }>('findRoute'),
    loadAr: providedPromise<unknown>('loadAr'),
  },
  actions: {
    applyMode: (_, _params: { mode: 'walk' | 'dollhouse' | 'floorPlan' | 'orbit' }) => {},
    applyStorey: (_, _params: { storey: number }) => {},
    applyObjectLabels: (_, _params: { shown: boolean }) => {},
    walkRoute: (_, _params: { position: Vector3 | null }) => {},
    clearRoute: () => {},
    requestFullscreen: () => {},
    exitFullscreen: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
    keepTour: assign((_, params: { tour: PublicTourView }) => ({
      tour: params.tour,
      storey: entranceIndex(params.tour.storeys),
    })),
    keepStorey: assign((_, params: { storey: number }) => ({ storey: params.storey })),
    resetProgress: assign({ progress: 0 }),
    completeProgress: assign({ progress: 1 }),
    showProgress: assign(({ event }) => {
      assertEvent(event, 'viewer.progress');
      return { progress: Math.min(Math.max(event.fraction, 0), 1) };
    }),
    keepRouteTarget: assign(({ event }) => {
      assertEvent(event, 'route.show');
      return { routeTarget: event.target };
    }),
    selectAnnotation: assign(({ event }) => {
      assertEvent(event, 'annotation.select');
      return { selectedAnnotationId: event.annotationId };
    }),
    closeAnnotation: assign({ selectedAnnotationId: null }),
    chooseArScale: assign(({ event }) => {
      assertEvent(event, 'ar.chooseScale');
      return { arScale: event.scale };
    }),
  },
  guards: {
    failedBecause: (_, params: { error: unknown; reason: ViewerFailureReason }) =>
      failureOf(params.error) === params.reason,
    isObjectTour: ({ context }) => context.tour?.kind === 'object',
    isOtherStorey: ({ context }, params: { storey: number }) =>
      params.storey !== context.storey &&
      params.storey >= 0 &&
      params.storey < (context.tour?.storeys.length ?? 0),
    hasObjectLabels: ({ context }) => (context.tour?.building?.objects.length ?? 0) > 0,
    fullscreenEntered: (_, params: { active: boolean }) => params.active,
    fullscreenLeft: (_, params: { active: boolean }) => !params.active,
  },
}).createMachine({
  id: 'viewer',
  description:
    'The public tour viewer: loads the published tour and its model, shows why when it cannot, and once ready offers the walk, dollhouse and floor plan modes, Navigate to…, annotations, object labels, the minimap, AR and fullscreen (an object tour: only the orbit view, annotations, object labels, AR and fullscreen).',
  context: ({ input }) => ({
    slug: input.slug,
    tour: null,
    progress: 0,
    routeTarget: null,
    selectedAnnotationId: null,
    arScale: 'tabletop',
    storey: 0,
  }),
  initial: 'loadingTour',
  states: {
    loadingTour: {
      description: 'GET /public/tours/:slug is on its way; a loading message shows.',
      tags: ['loading'],
      invoke: {
        id: 'fetchTour',
        src: 'fetchTour',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: {
          target: 'loadingModel',
          actions: { type: 'keepTour', params: ({ event }) => ({ tour: event.output }) },
        },
        onError: [
          {
            guard: {
              type: 'failedBecause',
              params: ({ event }) => ({ error: event.error, reason: 'notFound' }),
            },
            target: 'notFound',
          },
          {
            guard: {
              type: 'failedBecause',
              params: ({ event }) => ({ error: event.error, reason: 'unpublished' }),
            },
            target: 'unpublished',
          },
          {
            target: 'unreachable',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loadingModel: {
      description:
        'The tour is known (its title shows); the viewer downloads and parses the model, with a progress bar.',
      tags: ['loading'],
      entry: 'resetProgress',
      invoke: {
        id: 'loadModel',
        src: 'loadModel',
        input: ({ context }) => ({ tour: context.tour }),
        onDone: { target: 'ready', actions: 'completeProgress' },
        onError: [
          {
            guard: {
              type: 'failedBecause',
              params: ({ event }) => ({ error: event.error, reason: 'webglUnavailable' }),
            },
            target: 'webglUnavailable',
          },
          {
            target: 'loadFailed',
            actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      on: {
        'viewer.progress': {
          actions: 'showProgress',
        },
      },
    },
    ready: {
      description: 'The model is shown and the visitor moves through it with the viewer controls.',
      type: 'parallel',
      on: {
        'storey.choose': {
          description:
            'The storey selector: the views cut away the storeys above it and the visitor goes to stand on it.',
          guard: { type: 'isOtherStorey', params: ({ event }) => ({ storey: event.storey }) },
          actions: [
            { type: 'keepStorey', params: ({ event }) => ({ storey: event.storey }) },
            { type: 'applyStorey', params: ({ event }) => ({ storey: event.storey }) },
          ],
        },
        'viewer.storeyReached': {
          description:
            'The visitor walked up or down the stairs: the selector shows where they are.',
          guard: { type: 'isOtherStorey', params: ({ event }) => ({ storey: event.storey }) },
          actions: { type: 'keepStorey', params: ({ event }) => ({ storey: event.storey }) },
        },
      },
      states: {
        mode: {
          description: 'How the tour is seen; the mode buttons show which is on.',
          initial: 'opening',
          states: {
            opening: {
              description:
                'Chooses the first view: the orbit view for an object tour (no walkable floor), else walking.',
              always: [{ guard: 'isObjectTour', target: 'orbit' }, { target: 'walk' }],
            },
            walk: {
              description: 'First person at eye height, on the floor, never through walls.',
              entry: { type: 'applyMode', params: { mode: 'walk' } },
              on: {
                'mode.dollhouse': { target: 'dollhouse' },
                'mode.floorPlan': { target: 'floorPlan' },
              },
            },
            dollhouse: {
              description: 'Orbiting around the whole model, its ceiling cut away.',
              entry: { type: 'applyMode', params: { mode: 'dollhouse' } },
              on: {
                'mode.walk': { target: 'walk' },
                'mode.floorPlan': { target: 'floorPlan' },
              },
            },
            floorPlan: {
              description: 'Looking straight down on the plan.',
              entry: { type: 'applyMode', params: { mode: 'floorPlan' } },
              on: {
                'mode.walk': { target: 'walk' },
                'mode.dollhouse': { target: 'dollhouse' },
              },
            },
            orbit: {
              description:
                'An object tour: turning around the whole model; no mode buttons, Navigate to… or routes (decision 0032).',
              entry: { type: 'applyMode', params: { mode: 'orbit' } },
            },
          },
        },
        navigator: {
          description: 'The Navigate to… panel listing destinations and annotations.',
          initial: 'closed',
          states: {
            closed: {
              description: 'Only the Navigate to… button shows.',
              on: { 'navigate.open': { target: 'open' } },
            },
            open: {
              description: 'The panel lists the destinations and the annotations to go to.',
              on: { 'navigate.close': { target: 'closed' } },
            },
          },
        },
        route: {
          description: 'The route drawn on the floor to a chosen destination or annotation.',
          initial: 'none',
          on: {
            'route.show': {
              target: '.finding',
              actions: ['keepRouteTarget', raise({ type: 'navigate.close' })],
            },
          },
          states: {
            none: {
              description: 'No route is drawn.',
            },
            finding: {
              description: 'The viewer looks for a walkable route to the target on the navmesh.',
              invoke: {
                id: 'findRoute',
                src: 'findRoute',
                input: ({ context }) => ({
                  position: routeTargetPosition(context.tour, context.routeTarget),
                }),
                onDone: { target: 'shown' },
                onError: { target: 'unavailable' },
              },
            },
            shown: {
              description: 'The route is drawn on the floor; Walk me there and Clear route show.',
              on: {
                'route.walk': {
                  target: 'walking',
                  actions: [
                    {
                      type: 'walkRoute',
                      params: ({ context }) => ({
                        position: routeTargetPosition(context.tour, context.routeTarget),
                      }),
                    },
                    raise({ type: 'mode.walk' }),
                  ],
                },
                'route.clear': { target: 'none', actions: 'clearRoute' },
              },
            },
            unavailable: {
              description: 'No walkable route leads there; the visitor is told so.',
              on: { 'route.clear': { target: 'none' } },
            },
            walking: {
              description: 'The visitor is walked along the route in walk mode.',
              on: {
                'viewer.arrived': { target: 'arrived' },
                'route.clear': { target: 'none', actions: 'clearRoute' },
              },
            },
            arrived: {
              description: 'The walk has reached the target; the route stays drawn until cleared.',
              on: { 'route.clear': { target: 'none', actions: 'clearRoute' } },
            },
          },
        },
        annotation: {
          description: 'The annotation whose marker was chosen, with its text and link.',
          initial: 'none',
          states: {
            none: {
              description: 'No annotation is open.',
              on: {
                'annotation.select': {
                  target: 'shown',
                  actions: 'selectAnnotation',
                },
              },
            },
            shown: {
              description: 'The annotation panel shows its title, text and link.',
              on: {
                'annotation.select': {
                  target: 'shown',
                  actions: 'selectAnnotation',
                },
                'annotation.close': {
                  target: 'none',
                  actions: 'closeAnnotation',
                },
              },
            },
          },
        },
        ar: {
          description: 'View in AR, through model-viewer (loaded only when asked for).',
          initial: 'closed',
          states: {
            closed: {
              description: 'Only the View in AR button shows.',
              on: { 'ar.open': { target: 'loading' } },
            },
            loading: {
              description: 'The AR dialog is open while model-viewer loads.',
              invoke: {
                id: 'loadAr',
                src: 'loadAr',
                onDone: { target: 'open' },
                onError: {
                  target: 'failed',
                  actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
              on: { 'ar.close': { target: 'closed' } },
            },
            open: {
              description:
                'The AR dialog offers the tabletop dollhouse or the true scale, and the AR button.',
              on: {
                'ar.chooseScale': { actions: 'chooseArScale' },
                'ar.close': { target: 'closed' },
              },
            },
            failed: {
              description: 'AR could not be loaded; the dialog says so.',
              on: { 'ar.close': { target: 'closed' } },
            },
          },
        },
        labels: {
          description:
            'Labels of the objects the model names (doors, windows, furniture: decision 0037), shown on demand; the Labels button shows only where the tour has some.',
          initial: 'hidden',
          states: {
            hidden: {
              description: 'No object labels; the Labels button is not pressed.',
              on: {
                'labels.show': {
                  guard: 'hasObjectLabels',
                  target: 'shown',
                  actions: { type: 'applyObjectLabels', params: { shown: true } },
                },
              },
            },
            shown: {
              description:
                'Each labelled object of the storey shown has its label over it; the Labels button is pressed.',
              on: {
                'labels.hide': {
                  target: 'hidden',
                  actions: { type: 'applyObjectLabels', params: { shown: false } },
                },
              },
            },
          },
        },
        minimap: {
          description:
            'The minimap of walk mode (decision 0041): the plan of the storey the visitor is on, with their place and heading; shown only in walk mode on a storey with a plan.',
          initial: 'shown',
          states: {
            shown: {
              description:
                'The map lies in a corner; a click or tap on it walks there; Hide map folds it away.',
              on: { 'minimap.hide': { target: 'hidden' } },
            },
            hidden: {
              description: 'Only the Show map button is in the corner.',
              on: { 'minimap.show': { target: 'shown' } },
            },
          },
        },
        fullscreen: {
          description: 'Whether the viewer fills the screen (the browser reports the change).',
          initial: 'off',
          states: {
            off: {
              description: 'The page as laid out; the Fullscreen button asks the browser.',
              on: {
                'fullscreen.request': { actions: 'requestFullscreen' },
                'fullscreen.changed': {
                  guard: {
                    type: 'fullscreenEntered',
                    params: ({ event }) => ({ active: event.active }),
                  },
                  target: 'on',
                },
              },
            },
            on: {
              description: 'The viewer fills the screen; Exit fullscreen (or Escape) leaves.',
              on: {
                'fullscreen.exit': { actions: 'exitFullscreen' },
                'fullscreen.changed': {
                  guard: {
                    type: 'fullscreenLeft',
                    params: ({ event }) => ({ active: event.active }),
                  },
                  target: 'off',
                },
              },
            },
          },
        },
      },
    },
    notFound: {
      description: 'No tour has this link: a clear message and a way to Roomwalk.',
      tags: ['failed'],
    },
    unpublished: {
      description: 'The tour exists but is not published now; it may be tried again later.',
      tags: ['failed'],
      on: { 'viewer.retry': { target: 'loadingTour' } },
    },
    unreachable: {
      description: 'The tour could not be fetched (network or server); Retry tries again.',
      tags: ['failed'],
      on: { 'viewer.retry': { target: 'loadingTour' } },
    },
    webglUnavailable: {
      description: 'This browser or device cannot draw 3D (no WebGL); the message says what to do.',
      tags: ['failed'],
    },
    loadFailed: {
      description: 'The model could not be downloaded or read; Retry loads the tour again.',
      tags: ['failed'],
      on: { 'viewer.retry': { target: 'loadingTour' } },
    },
  },
});

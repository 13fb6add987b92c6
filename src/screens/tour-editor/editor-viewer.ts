/**
 * Opens a ready tour in the 3D viewer for its owner. The viewer (three.js) is imported here, on
 * demand, so that it is never part of another page's chunks. Tests replace the whole opener
 * (jsdom has no WebGL) with setEditorViewerOpener.
 */
import type { StartPosition, TourView } from '../../contract/tours';
import type { AssetOptions } from '../../services/tours-api';
import { ViewerLoadError, type TourViewer, type ViewerEvents } from '../../viewer/types';

/**
 * What the editor may also find on the viewer (ExtendedTourViewer and later additions). The
 * visitors' Measure tool and minimap are not part of editing.
 */
export interface EditorTourViewer extends Omit<TourViewer, 'measure' | 'minimap'> {
  /** Whether a tap on the floor walks there (off while placing things). */
  setTapToMove?(enabled: boolean): void;
  /** Where "go to start" leads from now on. */
  setStartPosition?(start: StartPosition): void;
  /** How far the walk view sees straight ahead before a surface (Infinity: nothing). */
  viewClearance?(): number;
}

export interface EditorViewerSession {
  /** Resolves once the model is shown; rejects with a ViewerLoadError. */
  ready: Promise<EditorTourViewer>;
  /** Stops loading, or frees the viewer. */
  dispose(): void;
}

/** Downloads one of the owner's files with the bearer token (useAppApi().tours.asset). */
export type DownloadAsset = (url: string, options: AssetOptions) => Promise<Blob>;

export type OpenEditorViewer = (
  container: HTMLElement,
  tour: TourView,
  events: ViewerEvents,
  download: DownloadAsset,
) => EditorViewerSession;

/** Share of the progress bar given to downloading the model; the viewer's parsing fills the rest. */
const DOWNLOAD_SHARE = 0.8;

const openOwnedTour: OpenEditorViewer = (container, tour, events, download) => {
  const loading = new AbortController();
  const blobUrls: string[] = [];
  let viewer: EditorTourViewer | null = null;
  let disposed = false;
  const revokeAll = () => {
    for (const url of blobUrls.splice(0)) URL.revokeObjectURL(url);
  };

  const open = async (): Promise<EditorTourViewer> => {
    const [{ createTourViewer }, files] = await Promise.all([
      import('../../viewer/tour-viewer'),
      downloadOwnedAssets(tour, download, loading.signal, (fraction) =>
        events.onProgress?.(fraction * DOWNLOAD_SHARE),
      ),
    ]);
    blobUrls.push(...Object.values(files).filter((url): url is string => Boolean(url)));
    if (disposed) {
      revokeAll();
      throw new DOMException('The viewer was closed', 'AbortError');
    }
    viewer = createTourViewer(container, {
      ...events,
      onProgress: (fraction) =>
        events.onProgress?.(DOWNLOAD_SHARE + fraction * (1 - DOWNLOAD_SHARE)),
    });
    await viewer.load({
      modelUrl: files.model,
      navMeshUrl: files.navmesh,
      floorPlanUrl: files.floorplan,
      // The editor shows the entrance storey, whose plan floorplan.svg is (decision 0033).
      storeys: tour.storeys.map(({ elevation, entrance }) => ({
        elevation,
        entrance,
        floorPlanUrl: entrance ? files.floorplan : undefined,
      })),
      bounds: tour.bounds,
      startPosition: tour.startPosition,
      annotations: tour.annotations,
      destinations: tour.destinations,
    });
    return viewer;
  };

  return {
    ready: open().catch((error: unknown) => {
      throw error instanceof ViewerLoadError
        ? error
        : new ViewerLoadError('loadFailed', { cause: error });
    }),
    dispose: () => {
      disposed = true;
      loading.abort();
      viewer?.dispose();
      revokeAll();
    },
  };
};

let opener: OpenEditorViewer = openOwnedTour;

export function openEditorViewer(
  container: HTMLElement,
  tour: TourView,
  events: ViewerEvents,
  download: DownloadAsset,
): EditorViewerSession {
  return opener(container, tour, events, download);
}

/** Tests only: a viewer that needs no WebGL (null: the real one again). */
export function setEditorViewerOpener(replacement: OpenEditorViewer | null): void {
  opener = replacement ?? openOwnedTour;
}

interface OwnedAssetUrls {
  model: string;
  navmesh: string | undefined;
  floorplan: string | undefined;
}

/**
 * The owner's processed files are served only with the bearer token, which the viewer's own
 * fetch does not send: they are downloaded through the app's client and handed to the viewer as
 * blob: URLs.
 */
async function downloadOwnedAssets(
  tour: TourView,
  download: DownloadAsset,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<OwnedAssetUrls> {
  const { model, navmesh, floorplan } = tour.assets;
  if (!model) throw new ViewerLoadError('loadFailed');
  const blobUrlOf = async (url: string, options: AssetOptions) =>
    URL.createObjectURL(await download(url, options));
  const optional = (url: string | undefined) =>
    url ? blobUrlOf(url, { signal }).catch(() => undefined) : undefined;
  const [modelUrl, navmeshUrl, floorplanUrl] = await Promise.all([
    blobUrlOf(model, { signal, onProgress }),
    optional(navmesh),
    optional(floorplan),
  ]);
  return { model: modelUrl, navmesh: navmeshUrl, floorplan: floorplanUrl };
}

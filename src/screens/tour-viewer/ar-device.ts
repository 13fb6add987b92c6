/** What the AR dialog needs to know of the visitor's device (a part of `navigator`). */
export interface DeviceFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
}

/**
 * Whether this device can place the model in AR itself: Android (Scene Viewer, WebXR) or iOS and
 * iPadOS (AR Quick Look), as model-viewer decides. iPadOS Safari says it is a Mac, but a Mac has
 * no touch screen. A computer cannot, touch screen or not, so the dialog offers it a QR code for
 * a phone instead. (A coarse pointer is no test: touch-screen laptops and some virtual machines
 * have one.)
 */
export function placesModelsInAr({ userAgent, platform, maxTouchPoints }: DeviceFacts): boolean {
  if (/android|iphone|ipad|ipod/i.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

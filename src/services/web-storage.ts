/**
 * The browser's localStorage and sessionStorage, or a stand-in kept in memory where the browser
 * refuses them: reading `window.localStorage` throws a SecurityError in a page framed by another
 * site when third-party storage is blocked (the tour embed, /embed/:slug, in a private window or
 * with strict privacy settings). Values kept in the stand-in last as long as the page.
 */

class MemoryStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length(): number {
    return this.values.size;
  }
  clear(): void {
    this.values.clear();
  }
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  setItem(key: string, value: string): void {
    this.values.set(key, String(value));
  }
}

const standIns = new Map<'localStorage' | 'sessionStorage', Storage>();

function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return window[name];
  } catch {
    let standIn = standIns.get(name);
    if (!standIn) {
      standIn = new MemoryStorage();
      standIns.set(name, standIn);
    }
    return standIn;
  }
}

export const localStore = (): Storage => browserStorage('localStorage');
export const sessionStore = (): Storage => browserStorage('sessionStorage');

/**
 * An IntersectionObserver the test drives (jsdom has none): stub it in with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, then say with `report` whether
 * what is observed came within the observer's margin of the viewport.
 */
export class FakeIntersectionObserver {
  /** The observer made last; tests reset it after each test. */
  static last: FakeIntersectionObserver | undefined;
  observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  /** What is observed comes within the margin of the viewport (or not). */
  report(isIntersecting: boolean) {
    const records = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(records as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

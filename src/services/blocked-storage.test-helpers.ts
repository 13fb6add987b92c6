/** A storage the browser blocks (private mode, disabled cookies, full quota): every access throws. */
export class BlockedStorage implements Storage {
  readonly length = 0;
  clear(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  getItem(_key: string): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  key(_index: number): string | null {
    return null;
  }
  removeItem(_key: string): void {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  setItem(_key: string, _value: string): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

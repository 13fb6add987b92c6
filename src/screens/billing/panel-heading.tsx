/** A checkout panel's heading: focused when the panel appears (tabIndex -1 makes that possible). */
export function PanelHeading({ children }: { children: string }) {
  return (
    <h2 className="billing-heading" tabIndex={-1} data-panel-heading>
      {children}
    </h2>
  );
}

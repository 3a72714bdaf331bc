/** The page of a screen in the navigation that is not built yet. */
export function ComingNext({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="muted">This screen is coming next.</p>
    </>
  );
}

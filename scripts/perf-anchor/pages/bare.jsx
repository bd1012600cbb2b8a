/** A bare Next.js page: the floor of what any page of ours costs. */
export default function Bare() {
  return (
    <main>
      <h1>A bare page</h1>
      <p>Plain HTML rendered by Next.js, with React hydrating it.</p>
    </main>
  );
}

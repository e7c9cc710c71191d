export function HomePage() { return <div>home</div>; }

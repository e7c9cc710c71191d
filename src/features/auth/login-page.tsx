export function LoginPage() { return <div />; }

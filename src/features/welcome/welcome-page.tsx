export function WelcomePage() { return <div />; }

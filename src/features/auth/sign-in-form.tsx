export function SignInForm(_: { heading?: string }) { return <div />; }

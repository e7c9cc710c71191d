export function PolicyPage(_: { policy: 'terms' | 'privacy' }) { return <div />; }

// npm start's first lines: which kind of server this is, and how to run the other kind.
const production = process.env.NODE_ENV === 'production';
const lines = production
  ? ['Pawtrait Studio: PRODUCTION build (NODE_ENV=production).']
  : [
      'Pawtrait Studio: DEVELOPMENT build (NODE_ENV is not "production").',
      '  The test card gateway, the local admin account and the admin-only e-mail outbox (/dev/outbox) are on.',
      '  To run production:  NODE_ENV=production AUTH_SECRET=<32+ random characters> PUBLIC_URL=https://your.shop npm start',
      '  (plus STRIPE_SECRET_KEY/STRIPE_PUBLISHABLE_KEY/STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_PAYMENTS=1 for a demo).',
    ];
console.log(`\n${lines.join('\n')}\n`);

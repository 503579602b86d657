/// <reference types="vite/client" />

// No VITE_ variables: what differs by deployment (the Google client id) is read at run time from /config.json
// (lib/site-config.ts), so one build serves every stage.

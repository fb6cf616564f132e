import { serve } from './serve.js'

// The production entry: only starts the server (serve.ts), with no test hook; everything else is in the app factory.
await serve()

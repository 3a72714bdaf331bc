// The framework floor: Fastify with none of the server's own work (no logger, hooks, session,
// contract check or database). It parses the JSON body and answers the same fixed bytes as the
// baseline. Its figure, beside the baseline's,
// shows how much of the gap between the baseline and a real call is the framework's alone.
import { serveFloor } from './floor-route';

await serveFloor();

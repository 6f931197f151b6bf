// A browser's client of a session's socket: Node's WebSocket (the WHATWG one browsers implement), sending
// the Origin header a page from ORIGIN would ("-": none, as a bot sends). It says hello with TOKEN and
// after=0, prints every message as a JSON line; once the replay is over (the live marker) it pings as a
// page must (a browser cannot see the protocol's own pings), closes on the pong, and prints
// {"closed": code}; a refused handshake prints {"error": ...} instead (Node 20 then fires no close event,
// where a browser would report 1006).
//
//   node --experimental-websocket socket.mjs WS_URL ORIGIN TOKEN
const [url, origin, token] = process.argv.slice(2);
const socket = new WebSocket(url, origin === "-" ? {} : { headers: { Origin: origin } });
const timeout = setTimeout(() => {
  console.log(JSON.stringify({ timeout: true }));
  process.exit(2);
}, 15000);

socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "hello", token, after: 0 })));
socket.addEventListener("message", (message) => {
  console.log(message.data);
  const parsed = JSON.parse(message.data);
  if (parsed.type === "live") {
    socket.send(JSON.stringify({ type: "ping", id: "page" }));
  } else if (parsed.type === "pong") {
    socket.close(1000);
  }
});
socket.addEventListener("close", (closed) => {
  clearTimeout(timeout);
  console.log(JSON.stringify({ closed: closed.code }));
  process.exit(0);
});
socket.addEventListener("error", (error) => {
  clearTimeout(timeout);
  console.log(JSON.stringify({ error: error.message ?? "failed" }));
  process.exit(0);
});

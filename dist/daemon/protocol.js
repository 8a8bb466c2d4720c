export function writeFrame(socket, frame) {
    socket.write(`${JSON.stringify(frame)}\n`);
}
/** Calls `onLine` for each complete line; a line over `maxBytes` is an error (a confused peer). */
export function readLines(socket, onLine, maxBytes = 80 * 1024 * 1024) {
    let buffered = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
        buffered += chunk;
        let newline = buffered.indexOf("\n");
        while (newline !== -1) {
            const line = buffered.slice(0, newline);
            buffered = buffered.slice(newline + 1);
            onLine(line);
            newline = buffered.indexOf("\n");
        }
        // Whoever reads the socket reports the error's code; its text would need src/messages.ts here.
        if (buffered.length > maxBytes)
            socket.destroy(Object.assign(new RangeError(), { code: "ERR_QGATE_LINE_TOO_LONG" }));
    });
}

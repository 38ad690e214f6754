"""Drives `intenttodo serve --wyoming` with the reference client library (PyPI `wyoming`).

    python client_check.py PORT IDLE_TIMEOUT READ_TIMEOUT UNIX_SOCKET

Run by Tests/IntentTodoCLITests/WyomingServeTests.swift, which starts the servers and then
checks the store. Prints one line per failed check on stderr and exits 1 if any failed.
"""

import asyncio
import json
import sys
import time

from wyoming.asr import Transcript
from wyoming.client import AsyncTcpClient, AsyncUnixClient
from wyoming.error import Error
from wyoming.event import Event, async_read_event
from wyoming.handle import Handled, NotHandled
from wyoming.info import Describe, Info
from wyoming.ping import Ping, Pong

HOST = "127.0.0.1"
PORT = int(sys.argv[1])
IDLE_TIMEOUT = float(sys.argv[2])
READ_TIMEOUT = float(sys.argv[3])
UNIX_SOCKET = sys.argv[4]

failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
    return condition


def client():
    return AsyncTcpClient(HOST, PORT, connect_timeout=5, read_timeout=20)


async def turn(text, conversation_id=None, language=None):
    """One transcript on its own connection, as Home Assistant sends it; the answer event."""
    context = {"conversation_id": conversation_id} if conversation_id else None
    async with client() as connection:
        await connection.write_event(Transcript(text, context=context, language=language).event())
        return await connection.read_event()


async def expect(text, kind, answer, conversation_id=None, language=None, exact=False):
    event = await turn(text, conversation_id, language)
    said = None
    if event is not None and Handled.is_type(event.type):
        said, got = Handled.from_event(event).text, "handled"
    elif event is not None and NotHandled.is_type(event.type):
        said, got = NotHandled.from_event(event).text, "not-handled"
    else:
        got = event.type if event else "nothing"
    fits = said == answer if exact else (said or "").startswith(answer)
    check(got == kind and fits, f"{text!r}: expected {kind} {answer!r}, got {got} {said!r}")
    if conversation_id and event is not None and event.data.get("context") is not None:
        check(event.data["context"].get("conversation_id") == conversation_id, f"{text!r}: context not echoed")
    return said


async def describe():
    async with client() as connection:
        await connection.write_event(Describe().event())
        event = await connection.read_event()
    if not check(event is not None and Info.is_type(event.type), f"describe: expected info, got {event}"):
        return
    info = Info.from_event(event)
    check(len(info.handle) == 1, f"describe: expected one handle program, got {info.handle}")
    program = info.handle[0]
    check(program.installed and program.name == "IntentTodo", f"describe: program {program}")
    check(program.models and program.models[0].installed, f"describe: models {program.models}")
    check(program.models[0].languages == ["en", "ja"], f"describe: languages {program.models[0].languages}")
    check(not program.supports_handled_streaming, "describe: claims streaming")


async def english():
    c = "english-1"
    await expect("add buy milk", "handled", "Added “buy milk” to Inbox.", c, "en", exact=True)
    await expect("add buy bread", "handled", "Added “buy bread” to Inbox.", c, "en", exact=True)
    await expect("delete buy", "handled", "Which one: 1. “buy milk” or 2. “buy bread”?", c, "en", exact=True)
    await expect("the first one", "handled", "Delete “buy milk”?", c, "en", exact=True)
    await expect("yes", "handled", "Deleted “buy milk”.", c, "en", exact=True)
    await expect("zork blah", "not-handled", "Sorry, I didn’t understand “zork blah”.", c, "en")
    await expect("add " + "very " * 1000 + "long", "not-handled", "That was too long for me", c, "en")


async def japanese():
    c = "japanese-1"
    await expect("牛乳を買うを追加", "handled", "“牛乳を買う”を受信箱に追加しました。", c, "ja", exact=True)
    await expect("卵を買うを追加", "handled", "“卵を買う”を受信箱に追加しました。", c, "ja-JP", exact=True)
    await expect("牛乳を買うを完了", "handled", "“牛乳を買う”を完了しました。", c, None, exact=True)
    await expect("卵を買うを削除", "handled", "“卵を買う”を削除しますか？", c, "ja", exact=True)
    await expect("はい", "handled", "“卵を買う”を削除しました。", c, "ja", exact=True)
    await expect("ほげほげ", "not-handled", "すみません", c, "ja")
    # The language given picks the answer's: nothing said, answered in each.
    await expect("", "not-handled", "何も聞き取れませんでした。", "japanese-2", "ja", exact=True)
    await expect("", "not-handled", "I didn’t hear anything.", "english-2", "en", exact=True)


async def one_connection_one_conversation():
    """Without conversation_id, a conversation lasts as long as its connection."""
    async with client() as connection:
        for text, answer in [("add", "What do you want to add?"), ("wash the car", "Added “wash the car” to Inbox.")]:
            await connection.write_event(Transcript(text).event())
            event = await connection.read_event()
            said = event.data.get("text") if event else None
            check(event is not None and event.type == "handled" and said == answer, f"{text!r} on one connection: got {event}")
        # Events the service does not handle are dropped, as the reference's servers do.
        await connection.write_event(Event("audio-start", {"rate": 16000}))
        await connection.write_event(Ping(text="hello").event())
        event = await connection.read_event()
        check(event is not None and Pong.is_type(event.type) and Pong.from_event(event).text == "hello", f"ping: got {event}")
    async with client() as connection:
        await connection.write_event(Transcript("add").event())
        await connection.read_event()
    # A new connection does not answer the last one's question.
    await expect("yes", "not-handled", "There’s nothing to answer right now.", exact=True)


async def raw(data, wait_for_close=True):
    """Writes raw bytes; returns the events read until the server closes, and the time taken."""
    reader, writer = await asyncio.open_connection(HOST, PORT)
    start = time.monotonic()
    writer.write(data)
    await writer.drain()
    events = []
    try:
        while True:
            event = await asyncio.wait_for(async_read_event(reader), timeout=READ_TIMEOUT + 10)
            if event is None:
                break
            events.append(event)
    finally:
        writer.close()
    return events, time.monotonic() - start


async def bad_frames():
    for data, code in [
        (b"this is not json\n", "bad-frame"),
        (b'{"type": "transcript", "data_length": 5000000}\n', "too-large"),
        (b'{"type": "transcript", "data_length": 4}\n[12]', "bad-frame"),
        (b'{"no": "type"}\n', "bad-frame"),
    ]:
        events, _ = await raw(data)
        check(
            len(events) == 1 and Error.is_type(events[0].type) and events[0].data.get("code") == code,
            f"bad frame {data[:40]!r}: expected one error {code}, got {events}",
        )


async def stalled_client():
    """A client that stops mid-event is cut off after the read timeout; others are served meanwhile."""
    stalled = asyncio.create_task(raw(b'{"type": "transcript", "data_length": 100}\n{"text": "add'))
    await asyncio.sleep(0.2)
    await expect("show my todos", "handled", "You have", "while-stalled", "en")
    check(not stalled.done(), "the stalled client was cut off before another was answered")
    events, elapsed = await stalled
    check(
        len(events) == 1 and events[0].type == "error" and events[0].data.get("code") == "timeout",
        f"stalled client: expected a timeout error, got {events}",
    )
    check(READ_TIMEOUT * 0.8 <= elapsed <= READ_TIMEOUT + 15, f"stalled client cut off after {elapsed:.1f} s")


async def leaving_clients():
    """Clients that leave mid-event or before their answer cost nobody else anything."""
    reader, writer = await asyncio.open_connection(HOST, PORT)
    writer.write(b'{"type": "transcript", "data_len')
    await writer.drain()
    writer.close()
    reader, writer = await asyncio.open_connection(HOST, PORT)
    writer.write(b"".join(encode(Transcript("add pay rent", context={"conversation_id": "gone"}, language="en").event())))
    await writer.drain()
    writer.close()
    await asyncio.sleep(0.3)
    await expect("show my todos", "handled", "You have", "after-leaving", "en")


def encode(event):
    data = json.dumps(event.data, ensure_ascii=False).encode()
    header = json.dumps({"type": event.type, "data_length": len(data)}).encode()
    return [header, b"\n", data]


async def many_clients(count=20):
    """Clients at once, each a two-turn conversation on its own connection."""

    async def one(n):
        async with client() as connection:
            context = {"conversation_id": f"many-{n}"}
            answers = []
            for text in ["add", f"call client {n}"]:
                await connection.write_event(Transcript(text, context=context, language="en").event())
                event = await connection.read_event()
                answers.append(event.data.get("text") if event else None)
            return answers

    results = await asyncio.gather(*(one(n) for n in range(1, count + 1)))
    for n, answers in enumerate(results, start=1):
        check(
            answers == ["What do you want to add?", f"Added “call client {n}” to Inbox."],
            f"client {n} of {count}: got {answers}",
        )


async def unix_socket():
    async with AsyncUnixClient(UNIX_SOCKET, connect_timeout=5, read_timeout=20) as connection:
        await connection.write_event(Describe().event())
        event = await connection.read_event()
        check(event is not None and Info.is_type(event.type), f"unix describe: got {event}")
        await connection.write_event(Transcript("how many todos do I have", language="en").event())
        event = await connection.read_event()
        check(event is not None and event.type == "handled", f"unix transcript: got {event}")


async def main():
    started = time.monotonic()
    await describe()
    # Asked now, answered once the conversation has been idle past the timeout: forgotten.
    await expect("add", "handled", "What do you want to add?", "forgotten", "en", exact=True)
    asked = time.monotonic()
    await english()
    await japanese()
    await one_connection_one_conversation()
    await bad_frames()
    await stalled_client()
    await leaving_clients()
    await many_clients()
    await unix_socket()
    idle = time.monotonic() - asked
    if idle < IDLE_TIMEOUT + 0.5:
        await asyncio.sleep(IDLE_TIMEOUT + 0.5 - idle)
    await expect("water the plants", "not-handled", "Sorry, I didn’t understand", "forgotten", "en")
    await describe()  # still up
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"{'FAILED' if failures else 'ok'} in {time.monotonic() - started:.1f} s")
    return 1 if failures else 0


sys.exit(asyncio.run(main()))

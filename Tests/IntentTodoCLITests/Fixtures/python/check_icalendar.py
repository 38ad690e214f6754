"""Reads an IntentTodo iCalendar export with python-icalendar and prints what it found as JSON.

    python check_icalendar.py EXPORT.ics [REWRITTEN.ics]

Checks the raw text against RFC 5545 (CRLF line ends, at most 75 octets a line, every
physical line valid UTF-8), parses it, checks every VTIMEZONE against the tz database and
every RRULE with python-dateutil against its DTSTART, and writes the calendar back out with
python-icalendar (REWRITTEN.ics) so IntentTodo can read another writer's folding.
"""
import datetime
import json
import sys
import zoneinfo

import icalendar
from dateutil import rrule as dateutil_rrule


def when(value):
    """An ISO string, and for aware date-times the UTC instant."""
    if value is None:
        return None, None
    dt = value.dt
    if isinstance(dt, datetime.datetime):
        utc = dt.astimezone(datetime.timezone.utc).isoformat() if dt.tzinfo else None
        return dt.isoformat(), utc
    return dt.isoformat(), None


def unescape(text):
    """A TEXT value's escapes undone: backslash, semicolon, comma, n."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text):
            out.append("\n" if text[i + 1] in "nN" else text[i + 1])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def main():
    raw = open(sys.argv[1], "rb").read()
    physical = raw.split(b"\r\n")
    report = {
        "endsWithCRLF": raw.endswith(b"\r\n"),
        "bareLineFeeds": raw.replace(b"\r\n", b"").count(b"\n"),
        "longLines": [i + 1 for i, line in enumerate(physical) if len(line) > 75],
        "badUTF8Lines": [],
    }
    for i, line in enumerate(physical):
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            report["badUTF8Lines"].append(i + 1)

    calendar = icalendar.Calendar.from_ical(raw)
    report["version"] = str(calendar.get("VERSION"))
    report["prodid"] = str(calendar.get("PRODID"))

    zones = []
    for vtimezone in calendar.walk("VTIMEZONE"):
        tzid = str(vtimezone["TZID"])
        mine = vtimezone.to_tz()
        reference = zoneinfo.ZoneInfo(tzid)
        mismatches = []
        instant = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
        while instant.year < 2031:
            if instant.astimezone(mine).utcoffset() != instant.astimezone(reference).utcoffset():
                mismatches.append(instant.isoformat())
            instant += datetime.timedelta(hours=5)
        zones.append({"tzid": tzid, "mismatches": mismatches[:5]})
    report["timezones"] = zones

    todos = []
    for todo in calendar.walk("VTODO"):
        due_text, due_utc = when(todo.get("DUE"))
        start_text, _ = when(todo.get("DTSTART"))
        due = todo.get("DUE")
        categories = todo.get("CATEGORIES")
        if categories is None:
            categories = []
        elif not isinstance(categories, list):
            categories = [categories]
        item = {
            "uid": str(todo["UID"]),
            "hasDTSTAMP": "DTSTAMP" in todo,
            "summary": str(todo["SUMMARY"]),
            "description": str(todo["DESCRIPTION"]) if "DESCRIPTION" in todo else None,
            "due": due_text,
            "dueUTC": due_utc,
            "dueIsDate": due is not None and not isinstance(due.dt, datetime.datetime),
            "dueTZID": due.params.get("TZID") if due is not None else None,
            "dtstart": start_text,
            "status": str(todo.get("STATUS")),
            "percent": int(todo["PERCENT-COMPLETE"]) if "PERCENT-COMPLETE" in todo else None,
            "completed": when(todo.get("COMPLETED"))[1],
            "priority": int(todo["PRIORITY"]) if "PRIORITY" in todo else None,
            "categories": [str(c) for group in categories for c in group.cats],
            # X- properties are TEXT (RFC 5545 3.8.8.2); python-icalendar leaves them escaped.
            "list": unescape(todo["X-INTENTTODO-LIST"].to_ical().decode()) if "X-INTENTTODO-LIST" in todo else None,
            "starred": str(todo.get("X-INTENTTODO-STARRED", "")) == "TRUE",
            "created": when(todo.get("CREATED"))[1],
            "lastModified": when(todo.get("LAST-MODIFIED"))[1],
            "rrule": todo["RRULE"].to_ical().decode() if "RRULE" in todo else None,
            "occurrences": None,
        }
        if "RRULE" in todo:
            start = todo["DTSTART"].dt
            rule = dateutil_rrule.rrulestr(todo["RRULE"].to_ical().decode(), dtstart=start)
            item["occurrences"] = [d.isoformat() for d in list(rule[:4])]
        todos.append(item)
    report["todos"] = todos

    if len(sys.argv) > 2:
        open(sys.argv[2], "wb").write(calendar.to_ical())
    print(json.dumps(report))


if __name__ == "__main__":
    main()

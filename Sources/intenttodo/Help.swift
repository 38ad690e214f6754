/// The text of `intenttodo help`.
enum Help {
    static let text = """
        usage: intenttodo [--db PATH] [--lang en|ja] [--now YYYY-MM-DDTHH:MM] [--json] COMMAND …

        commands:
          intent NAME [param=value …] [--yes]   run one intent with explicit parameters
          export                                write every list, section and todo as JSON to stdout
          import FILE|-                         add a JSON document (all of it or nothing)

        The store is --db, else $INTENTTODO_DB, else $XDG_DATA_HOME/intenttodo/todos.sqlite.
        See docs/CLI.md.
        """
}

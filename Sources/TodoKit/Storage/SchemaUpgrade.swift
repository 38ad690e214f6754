/// What opening a store must do to bring its schema up to this program's, read without
/// writing: record the names of migrations applied by count, apply the migrations whose names
/// the store lacks, and rewrite journaling triggers that differ from the derived ones.
///
/// Reading refuses a store this program must not touch: another program's database, or one
/// that a newer IntentTodo migrated (a migration name unknown here, or a larger `user_version`).
///
///     let upgrade = try SchemaUpgrade(reading: database, path: path)
///     if upgrade.isNeeded { try upgrade.apply(to: database, at: now) }   // inside one transaction
struct SchemaUpgrade {
    /// Migrations the store had applied when migrations were counted, whose names it lacks.
    let unrecorded: [Migration]
    /// Migrations whose names the store lacks, in the order registered.
    let pending: [Migration]
    /// Journaling triggers missing or different from ``Schema/triggers`` (checked when nothing is pending).
    let staleTriggers: [TableSchema.Trigger]
    /// The store's `PRAGMA user_version`.
    let userVersion: Int

    /// Whether opening must write.
    var isNeeded: Bool {
        !unrecorded.isEmpty || !pending.isEmpty || !staleTriggers.isEmpty || userVersion != Migrations.all.count
    }

    init(reading database: SQLiteDatabase, path: String) throws(StoreError) {
        userVersion = Int(try database.scalarInt("PRAGMA user_version") ?? 0)
        let objects = try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'") ?? 0
        let hasMigrationTable =
            try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'migration'") == 1
        if userVersion > Migrations.all.count {
            throw .newerSchema(path: path, version: userVersion)
        }
        if (userVersion == 0 && objects > 0) || (userVersion > 0 && !hasMigrationTable) {
            throw .notADatabase(path: path, reason: "it holds another program's tables")
        }
        let applied = hasMigrationTable ? try database.rows("SELECT name FROM migration ORDER BY rowid") { $0.text(0) } : []
        let known = Set(Migrations.all.map(\.name))
        if applied.contains(where: { !known.contains($0) }) {
            throw .newerSchema(path: path, version: max(userVersion, applied.count))
        }
        var recorded = Set(applied)
        // NB: the first openers applied migrations by count; trust the count for those alone.
        unrecorded = Migrations.all.prefix(min(userVersion, Migrations.countedBeforeNames)).filter { !recorded.contains($0.name) }
        recorded.formUnion(unrecorded.map(\.name))
        pending = Migrations.all.filter { !recorded.contains($0.name) }
        staleTriggers = pending.isEmpty ? try Self.staleTriggers(in: database) : []
    }

    /// Brings the schema up to date; call inside the transaction the upgrade was read in.
    func apply(to database: SQLiteDatabase, at timestamp: String) throws(StoreError) {
        let record = "INSERT INTO migration(name, appliedAt) VALUES (?, ?)"
        for migration in unrecorded {
            try database.run(record, [.text(migration.name), .text(timestamp)])
        }
        for migration in pending {
            try database.execute(migration.sql)
            try database.run(record, [.text(migration.name), .text(timestamp)])
        }
        for trigger in try Self.staleTriggers(in: database) {
            try database.execute("DROP TRIGGER IF EXISTS \"\(trigger.name)\"")
            try database.execute(trigger.sql)
        }
        try database.execute("PRAGMA user_version = \(Migrations.all.count)")
    }

    /// The derived triggers whose text in `sqlite_master` differs, or that are missing.
    static func staleTriggers(in database: SQLiteDatabase) throws(StoreError) -> [TableSchema.Trigger] {
        var stored: [String: String] = [:]
        try database.query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'") { stored[$0.text(0)] = $0.text(1) }
        return Schema.triggers.filter { stored[$0.name] != $0.sql }
    }
}

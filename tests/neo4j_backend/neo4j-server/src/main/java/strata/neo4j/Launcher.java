package strata.neo4j;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.ConnectorPortRegister;
import org.neo4j.configuration.connectors.ConnectorType;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.io.ByteUnit;
import org.neo4j.kernel.internal.GraphDatabaseAPI;

/**
 * A real Neo4j 5 DBMS for Strata's tests: the embedded community DBMS with auth on and its Bolt
 * connector on 127.0.0.1, as close to a server as Maven Central's artifacts give.
 *
 * <p>Usage: {@code java strata.neo4j.Launcher HOME PORT}, the password in the environment variable
 * {@code NEO4J_PASSWORD} (never on the command line, where {@code ps} shows it). PORT 0 lets the OS pick
 * a free one. When the DBMS answers Bolt it prints one line {@code READY bolt://127.0.0.1:PORT} on stdout.
 * It stops cleanly (checkpoint, store closed) on SIGTERM or when its stdin closes, so a test runner
 * that dies cannot leave it behind; a SIGKILL is the crash the recovery tests want.
 */
public final class Launcher {
    private static final String USER = "neo4j";

    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: Launcher HOME PORT (password in NEO4J_PASSWORD)");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        int port = Integer.parseInt(args[1]);
        String password = System.getenv("NEO4J_PASSWORD");
        if (password == null || password.length() < 8) {
            System.err.println("NEO4J_PASSWORD must be set (8 characters at least, Neo4j's minimum)");
            System.exit(2);
        }

        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
                .setConfig(GraphDatabaseSettings.auth_enabled, true)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
                .setConfig(HttpConnector.enabled, false)
                .setConfig(GraphDatabaseSettings.udc_enabled, false)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(256))
                .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
                .setConfig(GraphDatabaseSettings.shutdown_transaction_end_timeout, Duration.ofSeconds(5))
                .build();
        Runtime.getRuntime().addShutdownHook(new Thread(dbms::shutdown, "neo4j-shutdown"));

        setPassword(dbms.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME), password);
        GraphDatabaseService neo4j = dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
        int bound = ((GraphDatabaseAPI) neo4j).getDependencyResolver()
                .resolveDependency(ConnectorPortRegister.class)
                .getLocalAddress(ConnectorType.BOLT)
                .getPort();
        System.out.println("READY bolt://127.0.0.1:" + bound);
        System.out.flush();

        waitForStdinToClose(System.in);
        System.exit(0); // runs the shutdown hook
    }

    /** The first boot makes user neo4j with password "neo4j" and a forced change; set ours instead. */
    private static void setPassword(GraphDatabaseService system, String password) {
        boolean mustChange = system.executeTransactionally(
                "SHOW USERS YIELD user, passwordChangeRequired WHERE user = $user RETURN passwordChangeRequired",
                Map.of("user", USER),
                result -> result.hasNext() && (Boolean) result.next().get("passwordChangeRequired"));
        if (mustChange) {
            system.executeTransactionally("ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED",
                    Map.of("password", password));
        }
    }

    private static void waitForStdinToClose(InputStream in) {
        byte[] buffer = new byte[256];
        try {
            while (in.read(buffer) >= 0) {
                // input is ignored: only its end means something
            }
        } catch (IOException closed) {
            // a broken pipe is an end of input too
        }
    }
}

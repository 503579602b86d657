import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local on the loopback interface only. The emulator has no option for the address it binds (its
 * Jetty server listens on every interface), so this launcher builds the server from the usual command-line
 * arguments, sets its connectors' host to 127.0.0.1 before starting it, and starts it.
 * Run as a single-file source program: java -cp "DynamoDBLocal.jar:DynamoDBLocal_lib/*" LoopbackDynamoDb.java -port N ...
 */
public class LoopbackDynamoDb {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1 only");
  }
}

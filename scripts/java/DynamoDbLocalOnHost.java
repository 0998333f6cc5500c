import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * DynamoDB Local listens on every interface and has no option to choose one. This starts it as
 * its own main does, with its server's connector bound to the host given as -Ddynamodb.host
 * (127.0.0.1 by default), so the local table is not reachable from other machines.
 */
public class DynamoDbLocalOnHost {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    var field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector serverConnector) serverConnector.setHost(host);
    }
    proxy.start();
  }
}

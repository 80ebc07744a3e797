import de.l3s.boilerpipe.extractors.ArticleExtractor;
import de.l3s.boilerpipe.extractors.DefaultExtractor;
import de.l3s.boilerpipe.extractors.ExtractorBase;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import org.xml.sax.InputSource;

/**
 * boilerpipe (Debian's libboilerpipe-java) as a Boilerscope extractor: boilerpipe has no
 * command line of its own. Arguments: the extractor (article or default), the page file, the
 * charset Boilerscope detected (UTF-8 when Java does not know it). Prints the text boilerpipe
 * keeps, UTF-8. Compiled at build time when a JDK is found (resources/extractors/CMakeLists.txt).
 */
public final class BoilerpipeWrapper {
    public static void main(String[] args) throws Exception {
        if (args.length != 3) {
            System.err.println("usage: BoilerpipeWrapper article|default FILE CHARSET");
            System.exit(2);
        }
        final ExtractorBase extractor;
        if (args[0].equals("article")) {
            extractor = ArticleExtractor.INSTANCE;
        } else if (args[0].equals("default")) {
            extractor = DefaultExtractor.INSTANCE;
        } else {
            System.err.println("unknown boilerpipe extractor: " + args[0]);
            System.exit(2);
            return;
        }
        Charset charset = StandardCharsets.UTF_8;
        try {
            charset = Charset.forName(args[2]);
        } catch (IllegalArgumentException e) {
            // unknown or unsupported name: UTF-8, as the usage says
        }
        final String page = new String(Files.readAllBytes(Paths.get(args[1])), charset);
        final String text = extractor.getText(new InputSource(new StringReader(page)));
        final PrintStream out =
                new PrintStream(new FileOutputStream(FileDescriptor.out), false, "UTF-8");
        out.print(text);
        out.flush();
    }
}

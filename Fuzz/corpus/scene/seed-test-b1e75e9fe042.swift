    import SwiftUI

    struct ProfileHeader: View {
        let name = "  Ada Lovelace \n"
        let link = URL(string: "https://example.com/people/ada.json")!
        let tags = "swift,glass,motion"

        var body: some View {
            VStack {
                Text(name.trimmingCharacters(in: .whitespacesAndNewlines))
                Text(name.trimmingCharacters(in: .whitespaces))
                Text(link.lastPathComponent)
                Text(link.pathExtension)
                Text(link.absoluteString)
                Text(tags.replacingOccurrences(of: ",", with: " · "))
                Text("\(tags.components(separatedBy: ",").count) tags")
                Text(String(name.dropFirst(2).prefix(3)))
                Link("Profile", destination: URL(fileURLWithPath: "/tmp/ada.txt"))
            }
            .padding()
            .glassEffect(.regular, in: .rect(cornerRadius: 20))
        }
    }